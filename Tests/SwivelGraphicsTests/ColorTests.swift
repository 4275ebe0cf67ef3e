import SwivelGraphics
import Testing

@Suite struct ColorTests {
  @Test(arguments: [
    ("#FF8000", RGBA8(r: 255, g: 128, b: 0, a: 255)),
    ("ff8000", RGBA8(r: 255, g: 128, b: 0, a: 255)),
    ("#11223344", RGBA8(r: 0x11, g: 0x22, b: 0x33, a: 0x44)),
    ("#00000000", RGBA8(r: 0, g: 0, b: 0, a: 0)),
  ])
  func hexParsesSixAndEightDigits(hex: String, expected: RGBA8) {
    #expect(Color(hex: hex)?.rgba == expected)
  }

  @Test(arguments: [
    "", "#", "#12345", "#1234567", "#GGGGGG", "+12345", "-12345", "#+1234F", " 123456",
    "#123456789",
  ])
  func malformedHexIsNil(hex: String) {
    #expect(Color(hex: hex) == nil)
  }

  @Test func descriptionIsHashRRGGBBAA() {
    #expect(Color(hex: "#0a0B0c")?.description == "#0A0B0CFF")
  }

  @Test func componentsAreClampedAndRoundedToEightBits() {
    let color = Color(red: 0.5, green: -1, blue: 2, alpha: .nan)
    #expect(color.rgba == RGBA8(r: 128, g: 0, b: 255, a: 0))
    #expect(
      Color(red: .infinity, green: -.infinity, blue: 0.25).rgba
        == RGBA8(r: 255, g: 0, b: 64, a: 255))
    #expect(Color(white: 0.2, alpha: 0.6).rgba == RGBA8(r: 51, g: 51, b: 51, a: 153))
  }

  @Test func withAlphaComponentKeepsTheChannels() {
    let color = Color(red: 1, green: 0, blue: 0).withAlphaComponent(0.2)
    #expect(color.rgba == RGBA8(r: 255, g: 0, b: 0, a: 51))
    #expect(color.alpha == CGFloat(51) / 255)
  }
}
