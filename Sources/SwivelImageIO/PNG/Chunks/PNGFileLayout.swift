/// Where everything a decoder needs lies in a PNG file, found by walking every chunk once
/// (each CRC checked) without inflating anything.
struct PNGFileLayout {
  /// The IHDR fields, dimensions already checked against the limits.
  var header: PNGHeader
  /// The colour type, already checked to be supported.
  var colorType: PNGHeader.ColorType
  /// The IHDR chunk's stored (and verified) CRC-32, which covers every header field.
  var headerCRC: UInt32
  /// Data of the PLTE chunk, if any.
  var palette: Range<Int>?
  /// Data of the tRNS chunk, if any.
  var transparency: Range<Int>?
  /// Data of every IDAT chunk, in file order.
  var imageData: [Range<Int>] = []
  /// Data of every `swVL` chunk that came before the first IDAT.
  var digestChunks: [Range<Int>] = []
  /// True when a `swVL` chunk appeared after image data began.
  var hasLateDigestChunk = false

  /// Total bytes of compressed image data.
  var imageDataCount: Int { imageData.reduce(0) { $0 + $1.count } }

  /// Walks the whole file up to IEND.
  ///
  /// - Throws: the first structural problem: signature, truncation, CRC, a missing or
  ///   misplaced chunk, unsupported format, or dimensions over the limits (checked as soon as
  ///   IHDR is read, before anything is allocated).
  init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    var reader = try PNGChunkReader(bytes)
    guard let first = try reader.next(), first.type == PNGChunkType.header else {
      throw .missingChunk("IHDR")
    }
    header = try PNGHeader(chunkData: UnsafeBufferPointer(rebasing: bytes[first.data]))
    try header.validateDimensions()
    colorType = try header.validatedColorType()
    headerCRC = PNGBytes.readUInt32(bytes, at: first.data.upperBound)

    var imageDataEnded = false
    while true {
      guard let chunk = try reader.next() else {
        throw .missingChunk(imageData.isEmpty ? "IDAT" : "IEND")
      }
      if chunk.type == PNGChunkType.end { break }
      if !imageData.isEmpty && chunk.type != PNGChunkType.imageData { imageDataEnded = true }
      try record(chunk, imageDataEnded: imageDataEnded)
    }
    guard !imageData.isEmpty else { throw .missingChunk("IDAT") }
  }

  /// Files one chunk under its role, enforcing order and count rules.
  private mutating func record(_ chunk: PNGChunk, imageDataEnded: Bool) throws(PNGError) {
    let name = PNGBytes.typeName(chunk.type)
    switch chunk.type {
    case PNGChunkType.imageData:
      guard !imageDataEnded else {
        throw .malformedChunk(
          name, reason: "IDAT chunks must be consecutive, found one after another chunk")
      }
      if colorType == .palette && palette == nil { throw .missingChunk("PLTE") }
      imageData.append(chunk.data)
    case PNGChunkType.header:
      throw .malformedChunk(name, reason: "expected one IHDR chunk, found a second")
    case PNGChunkType.palette:
      try checkBeforeImageData(name)
      guard palette == nil, transparency == nil else {
        throw .malformedChunk(
          name, reason: "expected one PLTE chunk before tRNS, found it misplaced")
      }
      guard colorType != .gray, colorType != .grayAlpha else {
        throw .malformedChunk(name, reason: "a gray image must not have a palette")
      }
      let count = chunk.data.count
      guard count % 3 == 0, (3...768).contains(count) else {
        throw .malformedChunk(
          name,
          reason: "expected 1…256 RGB entries (3…768 bytes, a multiple of 3), "
            + "found \(count) bytes")
      }
      palette = chunk.data
    case PNGChunkType.transparency:
      try checkBeforeImageData(name)
      guard transparency == nil else {
        throw .malformedChunk(name, reason: "expected at most one tRNS chunk, found a second")
      }
      // Images with an alpha channel must not have tRNS; like libpng, ignore it there.
      guard colorType != .grayAlpha, colorType != .rgba else { return }
      try checkTransparencyLength(chunk.data.count)
      transparency = chunk.data
    case PNGChunkType.digest:
      if imageData.isEmpty { digestChunks.append(chunk.data) } else { hasLateDigestChunk = true }
    default:
      guard !chunk.isCritical else { throw .unsupportedCriticalChunk(name) }
    }
  }

  private func checkBeforeImageData(_ name: String) throws(PNGError) {
    guard imageData.isEmpty else {
      throw .malformedChunk(name, reason: "expected before the first IDAT chunk, found after it")
    }
  }

  private func checkTransparencyLength(_ count: Int) throws(PNGError) {
    switch colorType {
    case .gray where count != 2:
      throw .malformedChunk("tRNS", reason: "expected 2 bytes for a gray image, found \(count)")
    case .rgb where count != 6:
      throw .malformedChunk("tRNS", reason: "expected 6 bytes for an RGB image, found \(count)")
    case .palette:
      guard let palette else { throw .missingChunk("PLTE") }
      guard count <= palette.count / 3 else {
        throw .malformedChunk(
          "tRNS",
          reason: "expected at most \(palette.count / 3) alpha values (one per palette entry), "
            + "found \(count)")
      }
    default:
      break
    }
  }
}
