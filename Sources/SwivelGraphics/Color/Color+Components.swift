extension Color {
  /// Reads the colour's sRGB components (`getRed(_:green:blue:alpha:)`), each in 0…1 (the
  /// 8-bit channel over 255), into the pointers given; nil pointers are skipped. Always
  /// succeeds: every Swivel colour is an sRGB colour, the light value of a dynamic one.
  ///
  /// ```swift
  /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
  /// UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)   // true; 1, 0.5, 0, 1
  /// ```
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads the colour's hue, saturation, brightness and alpha
  /// (`getHue(_:saturation:brightness:alpha:)`), each in 0…1, the inverse of
  /// ``init(hue:saturation:brightness:alpha:)``: hue is the angle on the colour wheel over
  /// 360° (0 for red, 1/3 green, 2/3 blue), saturation (max − min) / max, brightness the
  /// largest channel. A grey has hue and saturation 0. Always succeeds, like ``getRed(_:green:blue:alpha:)``.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let r = red, g = green, b = blue
    let largest = max(r, g, b), spread = largest - min(r, g, b)
    var angle: CGFloat = 0
    if spread > 0 {
      switch largest {
      case r: angle = (g - b) / spread
      case g: angle = (b - r) / spread + 2
      default: angle = (r - g) / spread + 4
      }
      angle /= 6
      if angle < 0 { angle += 1 }
    }
    hue?.pointee = angle
    saturation?.pointee = largest > 0 ? spread / largest : 0
    brightness?.pointee = largest
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads the colour as a grey (`getWhite(_:alpha:)`): for a colour whose three channels
  /// are equal (such as one made with ``init(white:alpha:)``), writes that level and the alpha
  /// and returns true. A colour with differing channels has no grey equal to it: returns
  /// false and writes nothing, as UIKit does for a colour outside the grey colour space it
  /// cannot convert.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard rgba.r == rgba.g, rgba.g == rgba.b else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }
}
