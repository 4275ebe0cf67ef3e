/// Why a byte buffer could not be read as a PNG image.
///
/// Each case carries what the decoder expected and what it found, so ``description`` can say
/// both in one sentence.
public enum PNGError: Error, Equatable, CustomStringConvertible {
  /// The input has no bytes at all.
  case empty
  /// The input does not start with the 8-byte PNG signature; carries its first (up to 8) bytes.
  case notPNG(firstBytes: [UInt8])
  /// The input ends inside `chunk` (a chunk type such as `"IDAT"`, or `"signature"` /
  /// `"chunk header"`): `expected` bytes were needed from the start of that part, only
  /// `present` remain.
  case truncated(chunk: String, expected: Int, present: Int)
  /// The stored CRC-32 of `chunk` does not match its type and data.
  case badCRC(chunk: String)
  /// A chunk the image needs (`"IHDR"`, `"PLTE"`, `"IDAT"` or `"IEND"`) is not where it must be.
  case missingChunk(String)
  /// A chunk is present but its contents or position break the PNG rules.
  case malformedChunk(String, reason: String)
  /// A critical chunk this decoder does not know, so it cannot show the image correctly.
  case unsupportedCriticalChunk(String)
  /// The header's bit depth is not 8 (the only depth supported) for this colour type.
  case unsupportedBitDepth(Int, colorType: Int)
  /// The header's colour type is not 0, 2, 3, 4 or 6.
  case unsupportedColorType(Int)
  /// The header's interlace method is not 0 (Adam7 interlacing is not supported).
  case unsupportedInterlace(Int)
  /// The header's compression method (must be 0) or filter method (must be 0) is another value.
  case unsupportedMethod(field: String, value: Int)
  /// The width or height is zero, or the image exceeds ``PNGDecoder/maximumSide`` pixels per
  /// side or ``PNGDecoder/maximumPixelCount`` pixels in total.
  case invalidDimensions(width: Int, height: Int)
  /// zlib rejected the compressed image data; carries zlib's message.
  case corruptData(String)
  /// The image data inflated to `found` bytes, but the header implies `expected`.
  case sizeMismatch(expected: Int, found: Int)
  /// Scanline `row` (0 = top) starts with filter type `type`; only 0…4 exist.
  case invalidFilter(row: Int, type: Int)
  /// A palette image uses colour `index`, but its PLTE chunk has only `paletteSize` entries.
  case invalidPaletteIndex(index: Int, paletteSize: Int)

  /// One line: what was expected and what was found.
  public var description: String {
    switch self {
    case .empty:
      return "Expected PNG data, found an empty input (0 bytes)."
    case .notPNG(let firstBytes):
      let hex = firstBytes.map { byte in
        (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }.joined(separator: " ")
      return "Expected the PNG signature 89 50 4E 47 0D 0A 1A 0A, found \(hex): not a PNG file."
    case .truncated(let chunk, let expected, let present):
      return "PNG is truncated in \(chunk): expected \(expected) bytes, only \(present) present."
    case .badCRC(let chunk):
      return "PNG chunk \(chunk) is corrupt: its stored CRC-32 does not match its contents."
    case .missingChunk(let chunk):
      return "PNG is incomplete: expected a \(chunk) chunk, found none where it must be."
    case .malformedChunk(let chunk, let reason):
      return "PNG chunk \(chunk) is malformed: \(reason)."
    case .unsupportedCriticalChunk(let chunk):
      return
        "PNG uses the unknown critical chunk \(chunk); expected only IHDR, PLTE, IDAT and IEND."
    case .unsupportedBitDepth(let depth, let colorType):
      let allowed = PNGHeader.ColorType(rawValue: colorType).map(PNGHeader.allowedBitDepths) ?? []
      return "Unsupported PNG bit depth \(depth) (colour type \(colorType)): "
        + "the PNG specification allows \(allowed.map(String.init).joined(separator: ", ")) bits for it."
    case .unsupportedColorType(let colorType):
      return "Unsupported PNG colour type \(colorType): "
        + "expected 0 (gray), 2 (RGB), 3 (palette), 4 (gray + alpha) or 6 (RGBA)."
    case .unsupportedInterlace(let method):
      return "Unsupported PNG interlace method \(method): "
        + "expected 0 (not interlaced) or 1 (Adam7)."
    case .unsupportedMethod(let field, let value):
      return "Unsupported PNG \(field) \(value): only 0 is defined."
    case .invalidDimensions(let width, let height):
      return "PNG size \(width)×\(height) is not allowed: expected 1…\(PNGDecoder.maximumSide) "
        + "px per side and at most \(PNGDecoder.maximumPixelCount) pixels."
    case .corruptData(let message):
      return "PNG image data is corrupt: zlib reports \"\(message)\"."
    case .sizeMismatch(let expected, let found):
      return
        "PNG image data inflated to \(found) bytes, expected \(expected) for this size and format."
    case .invalidFilter(let row, let type):
      return "PNG row \(row) uses filter type \(type), expected 0…4."
    case .invalidPaletteIndex(let index, let paletteSize):
      return
        "PNG pixel uses palette index \(index), but the palette has only \(paletteSize) entries."
    }
  }
}
