import CFuzzerDriver

/// libFuzzer's custom mutator: its usual mutation, then, for half of the inputs, every
/// complete chunk's CRC-32 recomputed, so damage gets past the chunk check into the header
/// checks, the inflater and the scanline decoder (random bytes almost never carry a valid CRC).
@_cdecl("LLVMFuzzerCustomMutator")
public func crcFixingMutator(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt
) -> Int {
  let newSize = LLVMFuzzerMutate(data, size, maxSize)
  guard seed % 2 == 0 else { return newSize }
  var offset = 8
  while offset + 12 <= newSize {
    let length = Int(readUInt32(data + offset))
    guard length <= newSize - offset - 12 else { break }
    let crc = CRC32.checksum(UnsafeBufferPointer(start: data + offset + 4, count: length + 4))
    writeUInt32(crc, to: data + offset + 8 + length)
    offset += 12 + length
  }
  return newSize
}

private func readUInt32(_ pointer: UnsafePointer<UInt8>) -> UInt32 {
  UInt32(pointer[0]) << 24 | UInt32(pointer[1]) << 16 | UInt32(pointer[2]) << 8 | UInt32(pointer[3])
}

private func writeUInt32(_ value: UInt32, to pointer: UnsafeMutablePointer<UInt8>) {
  for index in 0..<4 { pointer[index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
}

/// PNG's CRC-32 (ISO 3309, reflected 0xEDB88320), table-driven.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
