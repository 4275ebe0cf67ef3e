public import SwivelGraphics

extension JPEGDecoder {
  /// How a JPEG's pixels are turned to be shown: the EXIF `Orientation` tag (0x0112) of the
  /// first image directory in its `APP1` `Exif` segment, as UIKit reads it into
  /// `UIImage.imageOrientation`; `.up` when the file has none or it cannot be read. Reads only
  /// the segments before the image data, every offset checked against the bytes.
  public static func orientation(of bytes: [UInt8]) -> Image.Orientation {
    var found: Image.Orientation?
    forEachSegment(of: bytes) { marker, segment in
      if marker == 0xE1 { found = exifOrientation(bytes, in: segment) }
      return found == nil
    }
    return found ?? .up
  }

  /// The orientation tag of an `Exif` APP1 segment's TIFF structure, or nil.
  private static func exifOrientation(_ bytes: [UInt8], in segment: Range<Int>) -> Image
    .Orientation?
  {
    let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
    guard segment.count >= exif.count + 8,
      Array(bytes[segment.lowerBound..<(segment.lowerBound + 6)]) == exif
    else { return nil }
    let tiff = segment.lowerBound + 6
    let little: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): little = true  // "II"
    case (0x4D, 0x4D): little = false  // "MM"
    default: return nil
    }
    func read(_ offset: Int, _ count: Int) -> Int? {
      let start = tiff + offset
      guard offset >= 0, start + count <= segment.upperBound else { return nil }
      var value = 0
      for byte in 0..<count {
        value |= Int(bytes[start + byte]) << (8 * (little ? byte : count - 1 - byte))
      }
      return value
    }
    guard read(2, 2) == 42, let directory = read(4, 4), let entries = read(directory, 2) else {
      return nil
    }
    for entry in 0..<entries {
      let at = directory + 2 + 12 * entry
      guard let tag = read(at, 2), let type = read(at + 2, 2) else { return nil }
      // The tag is a SHORT (type 3) held in the first two bytes of the entry's value field.
      if tag == 0x0112, type == 3, let value = read(at + 8, 2) {
        return Image.Orientation(exif: value)
      }
    }
    return nil
  }
}
