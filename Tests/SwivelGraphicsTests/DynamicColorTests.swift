import SwivelGraphics
import Testing

@Suite struct DynamicColorTests {
  @Test func aPlainColourIsUnchanged() {
    let red = Color(hex: "#FF0000")!
    #expect(!red.isDynamic)
    #expect(red.description == "#FF0000FF")
    #expect(red == .red)
    #expect(red.hashValue == Color(RGBA8(r: 255, g: 0, b: 0)).hashValue)
    #expect(red.resolved(isDark: true) == red)
  }

  @Test func aDynamicColourKeepsBothValues() {
    let background = Color(light: .white, dark: .black)
    #expect(background.isDynamic)
    #expect(background.rgba == Color.white.rgba)
    #expect(background.resolved(isDark: true) == .black)
    #expect(background.resolved(isDark: false) == .white)
    #expect(background != .white)
    #expect(background.description == "#FFFFFFFF (dark #000000FF)")
    #expect(
      background.withAlphaComponent(0.5).resolved(isDark: true)
        == Color.black.withAlphaComponent(0.5))
    #expect(Color(light: .gray, dark: .gray) == .gray)  // the same both ways is plain
  }

  @Test(arguments: [
    // Apple's HIG colour tables (iOS 13+): light and dark values (docs/reference/traits.md).
    (Color.systemBackground, "#FFFFFFFF", "#000000FF"),
    (.secondarySystemBackground, "#F2F2F7FF", "#1C1C1EFF"),
    (.tertiarySystemBackground, "#FFFFFFFF", "#2C2C2EFF"),
    (.label, "#000000FF", "#FFFFFFFF"),
    (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
    (.separator, "#3C3C4349", "#54545899"),
    (.systemBlue, "#007AFFFF", "#0A84FFFF"),
    (.systemRed, "#FF3B30FF", "#FF453AFF"),
    (.systemGreen, "#34C759FF", "#30D158FF"),
    (.systemGray6, "#F2F2F7FF", "#1C1C1EFF"),
    (.systemGroupedBackground, "#F2F2F7FF", "#000000FF"),
  ])
  func systemColoursHaveTheirDarkValues(color: Color, light: String, dark: String) {
    #expect(color.resolved(isDark: false).description == light)
    #expect(color.resolved(isDark: true).description == dark)
  }
}
