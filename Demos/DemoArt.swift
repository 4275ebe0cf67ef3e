/// Pictures the demos draw themselves, so that no asset is downloaded or committed.
public enum DemoArt {
  /// A 400 × 400 pixel sunset over the sea (scale 2, so 200 × 200 pt): a sky graded from
  /// orange to violet, a sun, and a sea of dark stripes. Pure integer arithmetic, so every
  /// machine makes the same pixels.
  public static let sunset: Image = {
    let side = 400
    let horizon = 260
    var pixels = [UInt32](repeating: 0, count: side * side)
    for y in 0..<side {
      for x in 0..<side {
        pixels[y * side + x] = sunsetPixel(x: x, y: y, horizon: horizon).premultiplied
      }
    }
    return Image(bitmap: Bitmap(width: side, height: side, pixels: pixels), scale: 2)
  }()

  private static func sunsetPixel(x: Int, y: Int, horizon: Int) -> RGBA8 {
    let dx = x - 200, dy = y - horizon
    if y < horizon {
      // Sky: orange at the horizon, violet at the top.
      let t = y * 255 / horizon
      let sky = RGBA8(
        r: UInt8(120 + t * 135 / 255), g: UInt8(60 + t * 90 / 255), b: UInt8(160 - t * 100 / 255))
      let sun = RGBA8(r: 255, g: UInt8(200 + (y * 40) / horizon), b: 90)
      // The sun's rim is antialiased: coverage falls from 1 to 0 over one pixel.
      let distance = Double(dx * dx + dy * dy).squareRoot()
      let coverage = min(max(70.5 - distance, 0), 1)
      return mix(sky, sun, coverage)
    }
    // Sea: the sun's reflection in broken stripes.
    let depth = y - horizon
    let stripe = (depth / 6) % 2 == 0
    let halfWidth = 70 - depth / 3
    if stripe && abs(dx) < halfWidth {
      return RGBA8(r: 250, g: 170, b: 90)
    }
    return RGBA8(r: UInt8(30 + depth / 4), g: UInt8(40 + depth / 5), b: UInt8(90 + depth / 3))
  }

  /// `a` blended towards `b` by `fraction` (0 … 1), rounded.
  private static func mix(_ a: RGBA8, _ b: RGBA8, _ fraction: Double) -> RGBA8 {
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
    }
    return RGBA8(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b))
  }
}
