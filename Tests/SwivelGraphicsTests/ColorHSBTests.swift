import SwivelGraphics
import Testing

/// `UIColor(hue:saturation:brightness:alpha:)` converts with the HSV formula: the primaries and
/// secondaries at their hues, grey without saturation, black without brightness.
@Suite struct ColorHSBTests {
  /// Hue in sixths of the wheel and the red, green and blue it gives at full saturation and
  /// brightness.
  static let wheel: [(sixths: Int, red: Double, green: Double, blue: Double)] = [
    (0, 1, 0, 0), (1, 1, 1, 0), (2, 0, 1, 0), (3, 0, 1, 1), (4, 0, 0, 1), (5, 1, 0, 1),
    (6, 1, 0, 0),
  ]

  @Test func huesGoRoundTheWheel() {
    for entry in Self.wheel {
      let color = Color(hue: CGFloat(entry.sixths) / 6, saturation: 1, brightness: 1)
      #expect(
        color == Color(red: entry.red, green: entry.green, blue: entry.blue),
        "hue \(entry.sixths)/6")
    }
  }

  @Test func saturationAndBrightnessScaleTheChannels() {
    #expect(Color(hue: 0.3, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    #expect(Color(hue: 0.7, saturation: 1, brightness: 0) == Color(white: 0))
    // Hue 1/12 (30°), half saturation, 80 % brightness: (0.8, 0.6, 0.4), by hand.
    #expect(
      Color(hue: 1.0 / 12, saturation: 0.5, brightness: 0.8, alpha: 0.5)
        == Color(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.5))
  }
}
