extension JPEGDecoder {
  /// Calls `body` with the marker and the payload range of each segment before the image data
  /// (the segments after the start-of-image marker, up to start of scan), every offset checked
  /// against the bytes; stops when `body` returns false or at the first damaged segment.
  static func forEachSegment(of bytes: [UInt8], _ body: (UInt8, Range<Int>) -> Bool) {
    guard isJPEG(bytes) else { return }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      if marker == 0xFF {  // a fill byte before the marker
        index += 1
        continue
      }
      // Start of scan or end of image: the metadata is over.
      if marker == 0xDA || marker == 0xD9 { return }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2, index + 2 + length <= bytes.count else { return }
      guard body(marker, (index + 4)..<(index + 2 + length)) else { return }
      index += 2 + length
    }
  }

  /// Whether the file has Adobe's `APP14` segment (`Adobe` and its version, flags and colour
  /// transform), which Photoshop and libjpeg write with CMYK and YCCK data and which, by the
  /// convention every reader follows, means the CMYK values are stored inverted (0 is full ink).
  static func hasAdobeSegment(_ bytes: [UInt8]) -> Bool {
    let adobe: [UInt8] = Array("Adobe".utf8)
    var found = false
    forEachSegment(of: bytes) { marker, segment in
      if marker == 0xEE, segment.count >= adobe.count,
        Array(bytes[segment.lowerBound..<(segment.lowerBound + adobe.count)]) == adobe
      {
        found = true
      }
      return !found
    }
    return found
  }
}
