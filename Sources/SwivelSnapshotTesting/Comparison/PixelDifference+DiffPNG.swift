extension PixelDifference {
  /// ``diffImage(_:_:)`` as a PNG file (no digest), for a failure's attachments; the image's
  /// pixel buffer is kept for the next diff (see ``ReusableBuffers``).
  static func diffPNG(_ actual: Bitmap, _ expected: Bitmap) -> [UInt8] {
    let image = diffImage(actual, expected)
    defer { ReusableBuffers.pixels.giveBack(image.pixels) }
    return PNGEncoder().encode(image, embedDigest: false)
  }
}
