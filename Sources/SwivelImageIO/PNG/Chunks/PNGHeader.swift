/// The 13 data bytes of an IHDR chunk.
struct PNGHeader: Equatable {
  /// Colour types, as numbered by the PNG specification.
  enum ColorType: Int {
    case gray = 0
    case rgb = 2
    case palette = 3
    case grayAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .gray, .palette: return 1
      case .grayAlpha: return 2
      case .rgb: return 3
      case .rgba: return 4
      }
    }
  }

  /// Size of the IHDR chunk's data.
  static let byteCount = 13

  var width: Int
  var height: Int
  var bitDepth: Int
  var colorTypeCode: Int
  var compressionMethod: Int
  var filterMethod: Int
  var interlaceMethod: Int

  /// The header of an 8-bit, non-interlaced image, as the encoder writes it.
  init(width: Int, height: Int, colorType: ColorType) {
    self.width = width
    self.height = height
    self.bitDepth = 8
    self.colorTypeCode = colorType.rawValue
    self.compressionMethod = 0
    self.filterMethod = 0
    self.interlaceMethod = 0
  }

  /// Reads the fields from IHDR data without judging them beyond its length.
  init(chunkData data: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    guard data.count == Self.byteCount else {
      throw .malformedChunk("IHDR", reason: "expected 13 data bytes, found \(data.count)")
    }
    width = Int(PNGBytes.readUInt32(data, at: 0))
    height = Int(PNGBytes.readUInt32(data, at: 4))
    bitDepth = Int(data[8])
    colorTypeCode = Int(data[9])
    compressionMethod = Int(data[10])
    filterMethod = Int(data[11])
    interlaceMethod = Int(data[12])
  }

  /// The 13 data bytes, big-endian.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(Self.byteCount)
    PNGBytes.appendUInt32(UInt32(width), to: &out)
    PNGBytes.appendUInt32(UInt32(height), to: &out)
    out += [
      UInt8(bitDepth), UInt8(colorTypeCode), UInt8(compressionMethod),
      UInt8(filterMethod), UInt8(interlaceMethod),
    ]
    return out
  }

  /// Throws unless both sides are 1…``PNGDecoder/maximumSide`` and the pixel count is at most
  /// ``PNGDecoder/maximumPixelCount``. Nothing is allocated before this check passes.
  func validateDimensions() throws(PNGError) {
    guard width >= 1, height >= 1, width <= PNGDecoder.maximumSide,
      height <= PNGDecoder.maximumSide, width * height <= PNGDecoder.maximumPixelCount
    else { throw .invalidDimensions(width: width, height: height) }
  }

  /// The bit depths the PNG specification allows for each colour type.
  static func allowedBitDepths(_ colorType: ColorType) -> [Int] {
    switch colorType {
    case .gray: [1, 2, 4, 8, 16]
    case .palette: [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: [8, 16]
    }
  }

  /// Whether the image takes the 8-bit, non-interlaced fast path (``PNGScanlineDecoder``)
  /// rather than ``PNGGeneralDecoder``.
  var isEightBitProgressive: Bool { bitDepth == 8 && interlaceMethod == 0 }

  /// Throws unless the decoder can read this format: a known colour type at a bit depth the
  /// specification allows for it, methods 0, no interlacing or Adam7.
  func validatedColorType() throws(PNGError) -> ColorType {
    guard let colorType = ColorType(rawValue: colorTypeCode) else {
      throw .unsupportedColorType(colorTypeCode)
    }
    guard Self.allowedBitDepths(colorType).contains(bitDepth) else {
      throw .unsupportedBitDepth(bitDepth, colorType: colorTypeCode)
    }
    guard compressionMethod == 0 else {
      throw .unsupportedMethod(field: "compression method", value: compressionMethod)
    }
    guard filterMethod == 0 else {
      throw .unsupportedMethod(field: "filter method", value: filterMethod)
    }
    guard interlaceMethod == 0 || interlaceMethod == 1 else {
      throw .unsupportedInterlace(interlaceMethod)
    }
    return colorType
  }
}
