import SwivelGeometry
import SwivelSupport

/// Byte-level building blocks shared by the PNG encoder and decoder: the signature,
/// big-endian integers, CRC-32 and chunk framing.
enum PNGBytes {
  /// The 8 bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Length, type and CRC around a chunk's data.
  static let chunkOverhead = 12

  /// The big-endian `UInt32` at `offset`. The caller guarantees four bytes are there.
  @inline(__always)
  static func readUInt32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// Appends `value` big-endian.
  static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  /// The four ASCII letters of a chunk type as a string, for messages.
  static func typeName(_ type: UInt32) -> String {
    let scalars = [type >> 24, type >> 16, type >> 8, type].map { code -> Character in
      let byte = UInt8(truncatingIfNeeded: code)
      let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      return isLetter ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(scalars)
  }

  /// A chunk type from its four ASCII letters.
  static func type(_ name: StaticString) -> UInt32 {
    requirePrecondition(name.utf8CodeUnitCount == 4, "a PNG chunk type has four letters")
    let pointer = name.utf8Start
    return UInt32(pointer[0]) << 24 | UInt32(pointer[1]) << 16 | UInt32(pointer[2]) << 8
      | UInt32(pointer[3])
  }

  /// Appends a complete chunk: length, type, `data`, CRC-32 of type and data.
  static func appendChunk(type: UInt32, data: [UInt8], to bytes: inout [UInt8]) {
    appendUInt32(UInt32(data.count), to: &bytes)
    let typeStart = bytes.count
    appendUInt32(type, to: &bytes)
    bytes += data
    let crc = bytes.withUnsafeBufferPointer { all in
      PNGChecksums.crc32(0, UnsafeBufferPointer(rebasing: all[typeStart...]))
    }
    appendUInt32(crc, to: &bytes)
  }
}

/// Chunk types the PNG code reads or writes.
enum PNGChunkType {
  static let header = PNGBytes.type("IHDR")
  static let palette = PNGBytes.type("PLTE")
  static let transparency = PNGBytes.type("tRNS")
  static let imageData = PNGBytes.type("IDAT")
  static let end = PNGBytes.type("IEND")
  /// Swivel's private, not-safe-to-copy pixel digest chunk (see ``PNGDigestChunk``).
  static let digest = PNGBytes.type("swVL")
}
