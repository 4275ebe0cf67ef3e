public import SwivelGraphics
import SwivelSupport

/// Writes bitmaps as PNG files, quickly and deterministically.
///
/// Output is 8-bit, non-interlaced, with straight (not premultiplied) alpha: RGB (colour
/// type 2) when every pixel is opaque, RGBA (colour type 6) otherwise. There are no
/// timestamps or text chunks, and zlib runs with fixed parameters, so the same pixels always
/// give the same bytes (with the same zlib build; compare images across machines by their
/// ``PixelDigest``, not their file bytes).
///
/// Unless told otherwise it embeds a `swVL` chunk holding the ``PixelDigest`` of the pixels,
/// which ``PNGDecoder/embeddedDigest(in:)`` reads back without inflating the image.
///
/// It is built for flat UI screenshots, and for debug builds (what `swift test` runs): rows
/// that repeat the row above (most rows of a screen) skip conversion, filtering and zlib's
/// match search entirely; other rows of an opaque image are converted to RGB by pixman and
/// compressed by zlib unfiltered, so no Swift loop touches their bytes (translucent images
/// are unpremultiplied and Sub/Up-filtered in Swift). Its measured speed and sizes are in the
/// package's `docs/performance.md`.
public struct PNGEncoder: Sendable {
  /// The zlib level used when none is given: 2, as fast as 1 and nearly as small as 9 on UI
  /// screenshots (the measurements are in `docs/performance.md`).
  public static let defaultCompressionLevel = 2

  /// The zlib compression level in use, 0…9.
  public let compressionLevel: Int

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - compressionLevel: the zlib level for rows that do not repeat the row above, clamped
  ///     to 0…9 (repeated rows are always packed the same compact way). 0 stores those rows
  ///     uncompressed (largest files); 1–3 are fast; 6 is zlib's usual balance; 9 is the
  ///     slowest and smallest, a few per cent smaller than 2 on UI screenshots.
  public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
    self.compressionLevel = min(9, max(0, compressionLevel))
  }

  /// Encodes; identical pixels always give identical bytes. Opaque bitmaps are written as RGB
  /// (colour type 2), others as RGBA (colour type 6), 8 bits, non-interlaced, straight alpha.
  /// Embeds a digest chunk (`swVL`, after IHDR, before the image data) unless `embedDigest`
  /// is false.
  ///
  /// Straight alpha is derived by rounding like `RGBA8(premultiplied:)`, so a bitmap whose
  /// words are valid premultiplied colours (no channel above alpha) decodes back to the same
  /// words.
  ///
  /// - Precondition: both sides are 1…``PNGDecoder/maximumSide`` and the bitmap has at most
  ///   ``PNGDecoder/maximumPixelCount`` pixels, so the decoder can read the file back. This is
  ///   a programmer error: callers that encode bitmaps of arbitrary size check
  ///   ``problem(encoding:)`` first and report its ``PNGError``.
  public func encode(_ bitmap: Bitmap, embedDigest: Bool = true) -> [UInt8] {
    encode(bitmap, embedDigest: embedDigest, knownOpaque: false)
  }

  /// ``encode(_:embedDigest:)``, told whether every pixel is known to be opaque (alpha 255)
  /// without reading them, as a render over an opaque background is: then the encoder does
  /// not check each row's alpha. The bytes are the same either way.
  ///
  /// - Precondition: with `knownOpaque`, every pixel's alpha is 255 (checked in debug builds).
  package func encode(_ bitmap: Bitmap, embedDigest: Bool, knownOpaque: Bool) -> [UInt8] {
    let width = bitmap.width
    let height = bitmap.height
    if let problem = Self.problem(encoding: bitmap) {
      programmerError(problem.description)
    }
    let (compressed, opaque) = PNGImageDataEncoder.zlibStream(
      for: bitmap, level: Int32(compressionLevel), knownOpaque: knownOpaque)
    let header = PNGHeader(width: width, height: height, colorType: opaque ? .rgb : .rgba)

    var file = PNGBytes.signature
    file.reserveCapacity(compressed.count + 128)
    PNGBytes.appendChunk(type: PNGChunkType.header, data: header.bytes, to: &file)
    if embedDigest {
      let headerCRC = file.withUnsafeBufferPointer { PNGBytes.readUInt32($0, at: $0.count - 4) }
      let imageDataCRC = compressed.withUnsafeBufferPointer { PNGChecksums.crc32(0, $0) }
      let digest = PNGDigestChunk(
        width: width, height: height, digest: PixelDigest(bitmap),
        imageDataCRC: imageDataCRC, imageDataCount: compressed.count, headerCRC: headerCRC)
      PNGBytes.appendChunk(type: PNGChunkType.digest, data: digest.payload, to: &file)
    }
    PNGBytes.appendChunk(type: PNGChunkType.imageData, data: compressed, to: &file)
    PNGBytes.appendChunk(type: PNGChunkType.end, data: [], to: &file)
    return file
  }

  /// Why `bitmap` cannot be encoded, or nil when it can: check this before calling
  /// ``encode(_:embedDigest:)`` with a bitmap of unknown size (a 0×0 view renders to a 0×0
  /// bitmap, and PNG has no empty images).
  ///
  /// - Returns: ``PNGError/invalidDimensions(width:height:)`` when a side is 0 or above
  ///   ``PNGDecoder/maximumSide``, or the bitmap has more than
  ///   ``PNGDecoder/maximumPixelCount`` pixels; nil otherwise.
  public static func problem(encoding bitmap: Bitmap) -> PNGError? {
    let (width, height) = (bitmap.width, bitmap.height)
    guard width >= 1, height >= 1, width <= PNGDecoder.maximumSide,
      height <= PNGDecoder.maximumSide, width * height <= PNGDecoder.maximumPixelCount
    else { return .invalidDimensions(width: width, height: height) }
    return nil
  }
}
