import Testing
import SwivelGraphics

/// `UIColor(hue:saturation:brightness:alpha:)` converts with the HSV formula: the primaries and
/// secondaries at their hues, grey without saturation, black without brightness.
@Suite struct ColorHSBTests {
  @Test(arguments: [
    (0.0, Color(red: 1, green: 0, blue: 0)), (1.0 / 6, Color(red: 1, green: 1, blue: 0)),
    (2.0 / 6, Color(red: 0, green: 1, blue: 0)), (3.0 / 6, Color(red: 0, green: 1, blue: 1)),
    (4.0 / 6, Color(red: 0, green: 0, blue: 1)), (5.0 / 6, Color(red: 1, green: 0, blue: 1)),
    (1.0, Color(red: 1, green: 0, blue: 0)),
  ])
  func huesGoRoundTheWheel(hue: Double, expected: Color) {
    #expect(Color(hue: CGFloat(hue), saturation: 1, brightness: 1) == expected)
  }

  @Test func saturationAndBrightnessScaleTheChannels() {
    #expect(Color(hue: 0.3, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    #expect(Color(hue: 0.7, saturation: 1, brightness: 0) == Color(white: 0))
    // Hue 1/12 (30°), half saturation, 80 % brightness: (0.8, 0.6, 0.4), by hand.
    #expect(Color(hue: 1.0 / 12, saturation: 0.5, brightness: 0.8, alpha: 0.5)
      == Color(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.5))
  }
}
