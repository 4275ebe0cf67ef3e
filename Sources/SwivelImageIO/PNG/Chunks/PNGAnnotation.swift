package import SwivelGraphics

/// Text Swivel keeps inside a golden PNG beside its pixels: what rendered it and the view tree
/// it showed, read back only when a snapshot check fails.
///
/// Each is one private chunk after the image data, zlib-compressed, ancillary (`s`), private
/// (`w`) and not safe to copy (upper-case last letter): an editor that changes the image must
/// drop it. In case a careless tool keeps it anyway, it records the CRC-32 and length of the
/// image data it describes, and ``PNGDecoder/annotations(in:)`` ignores it when they no longer
/// match. Other tools' PNGs, and Swivel's own from before annotations existed, have none.
///
/// Payload, integers big-endian:
///
/// | bytes | field |
/// |---|---|
/// | 0–3 | magic and version: `"SVA"`, `0x01` |
/// | 4–7 | CRC-32 of all IDAT data, concatenated in file order |
/// | 8–11 | total length of all IDAT data |
/// | 12–15 | the text's length in UTF-8 bytes |
/// | 16– | the text, as a zlib stream |
package struct PNGAnnotation: Sendable, Equatable {
  /// What an annotation describes; each has its own chunk type.
  package enum Kind: Sendable, CaseIterable {
    /// What rendered the image (`swRN`).
    case renderer
    /// The view tree the image shows (`swTR`).
    case viewTree

    var chunkType: UInt32 {
      switch self {
      case .renderer: PNGBytes.type("swRN")
      case .viewTree: PNGBytes.type("swTR")
      }
    }
  }

  /// What the text describes.
  package var kind: Kind
  /// The text.
  package var text: String

  package init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  static let magic: [UInt8] = [0x53, 0x56, 0x41, 0x01]
  static let headerCount = 16
  /// The longest text read back: 16 MiB (a tree of a hundred thousand views is far less).
  static let maximumTextCount = 1 << 24

  /// The chunk's payload for image data with this CRC-32 and length.
  func payload(imageDataCRC: UInt32, imageDataCount: Int) -> [UInt8] {
    let utf8 = Array(text.utf8)
    var out = Self.magic
    PNGBytes.appendUInt32(imageDataCRC, to: &out)
    PNGBytes.appendUInt32(UInt32(truncatingIfNeeded: imageDataCount), to: &out)
    PNGBytes.appendUInt32(UInt32(truncatingIfNeeded: utf8.count), to: &out)
    return out + PNGZlibText.compress(utf8)
  }

  /// Every annotation of a structurally sound file (every chunk's CRC checked) that still
  /// describes its image data, in file order; nothing for anything else. Inflates only the
  /// annotations, never the image.
  static func read(in bytes: UnsafeBufferPointer<UInt8>) -> [PNGAnnotation] {
    guard var reader = try? PNGChunkReader(bytes) else { return [] }
    var imageData: [Range<Int>] = []
    var found: [(Kind, Range<Int>)] = []
    while true {
      let next: PNGChunk?
      do throws(PNGError) {
        next = try reader.next()
      } catch {
        return []
      }
      guard let chunk = next else { break }
      if chunk.type == PNGChunkType.imageData { imageData.append(chunk.data) }
      if let kind = Kind.allCases.first(where: { $0.chunkType == chunk.type }) {
        found.append((kind, chunk.data))
      }
      if chunk.type == PNGChunkType.end { break }
    }
    guard !found.isEmpty else { return [] }
    let crc = imageData.reduce(UInt32(0)) {
      PNGChecksums.crc32($0, UnsafeBufferPointer(rebasing: bytes[$1]))
    }
    let count = imageData.reduce(0) { $0 + $1.count }
    return found.compactMap { kind, range in
      let payload = UnsafeBufferPointer(rebasing: bytes[range])
      guard payload.count > headerCount, payload.prefix(4).elementsEqual(magic),
        PNGBytes.readUInt32(payload, at: 4) == crc,
        Int(PNGBytes.readUInt32(payload, at: 8)) == count
      else { return nil }
      let textCount = Int(PNGBytes.readUInt32(payload, at: 12))
      guard textCount <= maximumTextCount,
        let text = try? PNGInflate.inflate(
          bytes, parts: [(range.lowerBound + headerCount)..<range.upperBound],
          expectedCount: textCount),
        let string = String(validating: text, as: UTF8.self)
      else { return nil }
      return PNGAnnotation(kind, string)
    }
  }
}

extension PNGEncoder {
  /// Encodes like ``encode(_:embedDigest:)`` (with the digest), then adds each annotation as
  /// its own chunk after the image data.
  package func encode(_ bitmap: Bitmap, annotations: [PNGAnnotation]) -> [UInt8] {
    var file = encode(bitmap)
    guard !annotations.isEmpty else { return file }
    let (crc, count) = file.withUnsafeBufferPointer { bytes -> (UInt32, Int) in
      guard let layout = try? PNGFileLayout(bytes) else { return (0, 0) }
      let crc = layout.imageData.reduce(UInt32(0)) {
        PNGChecksums.crc32($0, UnsafeBufferPointer(rebasing: bytes[$1]))
      }
      return (crc, layout.imageDataCount)
    }
    // IEND is the last 12 bytes; the annotations go just before it.
    let end = Array(file.suffix(PNGBytes.chunkOverhead))
    file.removeLast(PNGBytes.chunkOverhead)
    for annotation in annotations {
      PNGBytes.appendChunk(
        type: annotation.kind.chunkType,
        data: annotation.payload(imageDataCRC: crc, imageDataCount: count), to: &file)
    }
    return file + end
  }
}

extension PNGDecoder {
  /// The annotations Swivel stored in a PNG that still describe its image data (see
  /// ``PNGAnnotation``); empty for a file without any, another tool's file, or anything
  /// unreadable. Never throws; inflates only the annotations.
  package static func annotations(in bytes: [UInt8]) -> [PNGAnnotation] {
    bytes.withUnsafeBufferPointer { PNGAnnotation.read(in: $0) }
  }
}
