extension Color {
  /// A colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`),
  /// each 0…1 (values outside are clamped, a hue of 1 is red again), converted to sRGB with the
  /// standard HSV formula and then rounded to 8 bits per channel as every Swivel colour is.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1
  ) {
    let h = hue.isFinite ? hue - hue.rounded(.down) : 0
    let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
    let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch index {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
}
