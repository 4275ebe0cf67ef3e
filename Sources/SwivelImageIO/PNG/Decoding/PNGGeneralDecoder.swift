import SwivelGraphics

/// Decodes the PNG formats the fast path does not take: bit depths other than 8 (1, 2, 4 and
/// 16) and Adam7 interlacing, in plain Swift, one pass and one row at a time.
///
/// Each row's filter is reversed on its bytes (a pixel's bytes, at least one, for the filter's
/// left neighbour), then each pixel's samples are read at the bit depth, scaled to 8 bits, put
/// through the palette or the tRNS colour key, premultiplied and stored where its pass puts it.
enum PNGGeneralDecoder {
  /// Adam7's seven passes: the first column and row of each, and its steps.
  static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// One pass over the image: where its pixels go and how many rows and columns it has.
  struct Pass {
    var x: Int, y: Int, dx: Int, dy: Int
    var width: Int, height: Int
  }

  /// The passes of an image of `width` × `height`: the whole image, or Adam7's seven less any
  /// that hold no pixel (which have no bytes in the stream either).
  static func passes(width: Int, height: Int, interlaced: Bool) -> [Pass] {
    guard interlaced else { return [Pass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)] }
    return adam7.compactMap { pass in
      let columns = width > pass.x ? (width - pass.x + pass.dx - 1) / pass.dx : 0
      let rows = height > pass.y ? (height - pass.y + pass.dy - 1) / pass.dy : 0
      guard columns > 0, rows > 0 else { return nil }
      return Pass(x: pass.x, y: pass.y, dx: pass.dx, dy: pass.dy, width: columns, height: rows)
    }
  }

  /// Bytes of one row of `columns` pixels (the filter byte not included).
  static func rowBytes(columns: Int, channels: Int, bitDepth: Int) -> Int {
    (columns * channels * bitDepth + 7) / 8
  }

  /// Decodes the image `layout` describes.
  ///
  /// - Throws: ``PNGError/corruptData(_:)`` or ``PNGError/sizeMismatch(expected:found:)`` from
  ///   inflating, ``PNGError/invalidFilter(row:type:)`` (the row counted through every pass),
  ///   ``PNGError/invalidPaletteIndex(index:paletteSize:)``.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, layout: PNGFileLayout) throws(PNGError)
    -> Bitmap
  {
    let header = layout.header
    let colorType = layout.colorType
    let channels = colorType.channels
    let depth = header.bitDepth
    let passes = passes(
      width: header.width, height: header.height, interlaced: header.interlaceMethod == 1)
    let expected = passes.reduce(0) {
      $0 + $1.height * (1 + rowBytes(columns: $1.width, channels: channels, bitDepth: depth))
    }
    var data = try PNGInflate.inflate(bytes, parts: layout.imageData, expectedCount: expected)
    let samples = SampleReader(
      colorType: colorType, bitDepth: depth,
      palette: layout.palette.map { Array(UnsafeBufferPointer(rebasing: bytes[$0])) } ?? [],
      transparency: layout.transparency.map { Array(UnsafeBufferPointer(rebasing: bytes[$0])) })
    var pixels = [UInt32](repeating: 0, count: header.width * header.height)
    var offset = 0
    var rowNumber = 0
    for pass in passes {
      let count = rowBytes(columns: pass.width, channels: channels, bitDepth: depth)
      let bytesPerPixel = max(1, channels * depth / 8)
      var previous = [UInt8](repeating: 0, count: count)
      for row in 0..<pass.height {
        let filterByte = data[offset]
        guard let filter = PNGRowFilter(rawValue: filterByte) else {
          throw .invalidFilter(row: rowNumber, type: Int(filterByte))
        }
        let start = offset + 1
        data.withUnsafeMutableBufferPointer { all in
          previous.withUnsafeBufferPointer { above in
            guard let line = all.baseAddress, let up = above.baseAddress else { return }
            filter.reverse(
              row: line + start, previous: up, count: count, bytesPerPixel: bytesPerPixel)
          }
        }
        let line = data[start..<(start + count)]
        let y = pass.y + row * pass.dy
        for column in 0..<pass.width {
          let x = pass.x + column * pass.dx
          pixels[y * header.width + x] = try samples.pixel(column, of: line)
        }
        previous = Array(line)
        offset = start + count
        rowNumber += 1
      }
    }
    return Bitmap(width: header.width, height: header.height, pixels: pixels)
  }
}

extension PNGGeneralDecoder {
  /// Reads one pixel's samples from an unfiltered row at any bit depth and makes it a
  /// premultiplied ARGB word.
  struct SampleReader {
    let colorType: PNGHeader.ColorType
    let bitDepth: Int
    /// Premultiplied ARGB per palette entry (tRNS alpha applied).
    let paletteWords: [UInt32]
    /// The raw sample values tRNS marks transparent: one for gray, three for RGB.
    let transparentKey: [Int]?

    init(colorType: PNGHeader.ColorType, bitDepth: Int, palette: [UInt8], transparency: [UInt8]?) {
      self.colorType = colorType
      self.bitDepth = bitDepth
      var words: [UInt32] = []
      if colorType == .palette {
        for index in 0..<(palette.count / 3) {
          let alpha = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
          words.append(
            PNGAlpha.premultiply(
              red: palette[3 * index], green: palette[3 * index + 1], blue: palette[3 * index + 2],
              alpha: alpha))
        }
      }
      paletteWords = words
      switch (colorType, transparency) {
      case (.gray, let key?) where key.count == 2:
        transparentKey = [Int(key[0]) << 8 | Int(key[1])]
      case (.rgb, let key?) where key.count == 6:
        transparentKey = stride(from: 0, to: 6, by: 2).map { Int(key[$0]) << 8 | Int(key[$0 + 1]) }
      default:
        transparentKey = nil
      }
    }

    /// Sample `index` of a row (counted across every channel of every pixel), at the bit
    /// depth: bits are read from the most significant end, 16-bit samples big-endian.
    func sample(_ index: Int, of row: ArraySlice<UInt8>) -> Int {
      let base = row.startIndex
      switch bitDepth {
      case 8: return Int(row[base + index])
      case 16: return Int(row[base + 2 * index]) << 8 | Int(row[base + 2 * index + 1])
      default:
        let bit = index * bitDepth
        let byte = Int(row[base + bit / 8])
        let shift = 8 - bitDepth - bit % 8
        return (byte >> shift) & ((1 << bitDepth) - 1)
      }
    }

    /// A sample scaled to 8 bits: a 16-bit value keeps its high byte (libpng's
    /// `png_set_strip_16`, which Cairo's reader uses), smaller depths are stretched to the
    /// full range (libpng's `png_set_expand_gray_1_2_4_to_8`).
    func eightBit(_ value: Int) -> UInt8 {
      switch bitDepth {
      case 16: UInt8(value >> 8)
      case 8: UInt8(value)
      default: UInt8(value * 255 / ((1 << bitDepth) - 1))
      }
    }

    /// The premultiplied ARGB word of pixel `column`.
    func pixel(_ column: Int, of row: ArraySlice<UInt8>) throws(PNGError) -> UInt32 {
      let channels = colorType.channels
      let first = column * channels
      switch colorType {
      case .palette:
        let index = sample(first, of: row)
        guard index < paletteWords.count else {
          throw .invalidPaletteIndex(index: index, paletteSize: paletteWords.count)
        }
        return paletteWords[index]
      case .gray:
        let gray = sample(first, of: row)
        if transparentKey == [gray] { return 0 }
        let value = eightBit(gray)
        return PNGAlpha.premultiply(red: value, green: value, blue: value, alpha: 255)
      case .grayAlpha:
        let value = eightBit(sample(first, of: row))
        return PNGAlpha.premultiply(
          red: value, green: value, blue: value, alpha: eightBit(sample(first + 1, of: row)))
      case .rgb:
        let (red, green, blue) = (
          sample(first, of: row), sample(first + 1, of: row), sample(first + 2, of: row)
        )
        if let key = transparentKey, key == [red, green, blue] { return 0 }
        return PNGAlpha.premultiply(
          red: eightBit(red), green: eightBit(green), blue: eightBit(blue), alpha: 255)
      case .rgba:
        return PNGAlpha.premultiply(
          red: eightBit(sample(first, of: row)), green: eightBit(sample(first + 1, of: row)),
          blue: eightBit(sample(first + 2, of: row)), alpha: eightBit(sample(first + 3, of: row)))
      }
    }
  }
}
