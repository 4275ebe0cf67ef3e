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
/// are unpremultiplied and Sub/Up-filtered in Swift). Measured on W1, a 750 × 1334 screen of
/// flat colour and four button titles (2-core x86-64 Linux, `scripts/bench-both`, same run):
/// 0.65 ms in a debug build and 0.53 ms in a release build for 12,930 bytes, where
/// `cairo_surface_write_to_png` took 23.4 ms for 13,474 bytes.
public struct PNGEncoder: Sendable {
  /// The zlib level used when none is given: 2. On UI screenshots levels 1–3 cost the same
  /// time and 2 is within 1 % of the smallest; on gradients and photos 2 is as fast as 1 and
  /// about 10 % smaller, while 3 and up are markedly slower.
  public static let defaultCompressionLevel = 2

  /// What compresses the rows that do not repeat the row above.
  public enum Compressor: Sendable, Hashable {
    /// zlib at the encoder's ``PNGEncoder/compressionLevel``: the smallest files, and the
    /// same bytes from the same zlib build (what snapshot goldens are written with).
    case zlib
    /// ISA-L's igzip at its level 1: about twenty times faster than zlib on those rows, for
    /// files about a fifth larger (the first 200 images of `swivel gallery`: 8.9 MB of
    /// compressed rows against 7.2 MB, in 0.07 s against 1.85 s). For images made again and
    /// again that are never goldens, such as the gallery's. The compression level is not used.
    case fast
  }

  /// The zlib compression level in use, 0…9.
  public let compressionLevel: Int

  /// What compresses the rows that do not repeat the row above: zlib unless told otherwise.
  public let compressor: Compressor

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - compressionLevel: the zlib level for rows that do not repeat the row above, clamped
  ///     to 0…9 (repeated rows are always packed the same compact way). 0 stores those rows
  ///     uncompressed (largest files); 1–3 are fast; 6 is zlib's usual balance; 9 is the
  ///     slowest and smallest, a few per cent smaller than 2 on UI screenshots.
  ///   - compressor: ``Compressor/zlib`` (the default) or ``Compressor/fast``.
  public init(
    compressionLevel: Int = PNGEncoder.defaultCompressionLevel, compressor: Compressor = .zlib
  ) {
    self.compressionLevel = min(9, max(0, compressionLevel))
    self.compressor = compressor
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
      for: bitmap, level: Int32(compressionLevel), fast: compressor == .fast,
      knownOpaque: knownOpaque)
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
