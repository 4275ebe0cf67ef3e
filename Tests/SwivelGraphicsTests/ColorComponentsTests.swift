import SwivelGraphics
import Testing

/// `getRed`, `getHue`, `getWhite` with UIKit's signatures and results.
@Suite struct ColorComponentsTests {
  @Test func getRedReadsTheChannelsOverTwoFiftyFive() {
    var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
    let color = Color(RGBA8(r: 255, g: 102, b: 0, a: 51))
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 1 && green == 0.4 && blue == 0 && alpha == 0.2)
  }

  @Test func getRedSkipsNilPointers() {
    var alpha: CGFloat = -1
    #expect(Color.white.getRed(nil, green: nil, blue: nil, alpha: &alpha))
    #expect(alpha == 1)
  }

  /// Channels, then the hue, saturation and brightness they give.
  static let wheel: [([UInt8], [Double])] = [
    ([255, 0, 0], [0, 1, 1]),
    ([0, 255, 0], [1.0 / 3, 1, 1]),
    ([0, 0, 255], [2.0 / 3, 1, 1]),
    ([255, 0, 255], [5.0 / 6, 1, 1]),
    ([102, 51, 51], [0, 0.5, 0.4]),
    ([128, 128, 128], [0, 0, 128.0 / 255]),
  ]

  @Test(arguments: wheel)
  func getHueGivesTheWheelAngleSaturationAndBrightness(channels: [UInt8], expected: [Double]) {
    var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    let color = Color(RGBA8(r: channels[0], g: channels[1], b: channels[2], a: 255))
    #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
    #expect(
      abs(h - expected[0]) < 1e-12 && abs(s - expected[1]) < 1e-12 && abs(b - expected[2]) < 1e-12
        && a == 1)
  }

  @Test func getHueInvertsTheHSBInitialiserUpToEightBits() {
    var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0
    Color(hue: 0.6, saturation: 0.5, brightness: 0.8).getHue(
      &h, saturation: &s, brightness: &b, alpha: nil)
    #expect(abs(h - 0.6) < 0.01 && abs(s - 0.5) < 0.01 && abs(b - 0.8) < 0.01)
  }

  @Test func getWhiteReadsAGrey() {
    var white: CGFloat = -1, alpha: CGFloat = -1
    #expect(Color(white: 0.2, alpha: 0.6).getWhite(&white, alpha: &alpha))
    #expect(white == 51.0 / 255 && alpha == 153.0 / 255)
  }

  @Test func getWhiteFailsForAColourAndWritesNothing() {
    var white: CGFloat = -1, alpha: CGFloat = -1
    #expect(!Color.systemBlue.getWhite(&white, alpha: &alpha))
    #expect(white == -1 && alpha == -1)
  }
}
