import Testing
@testable import SwivelGraphics

/// Advances are DejaVu Sans' own `hmtx` widths in font units (2048 per em), read from the font
/// file with fontTools, not from Swivel: at 2048 pt one unit is one point.
private enum DejaVu {
  static let a: CGFloat = 1255, b: CGFloat = 1300, c: CGFloat = 1126, d: CGFloat = 1300
  static let space: CGFloat = 651, ellipsis: CGFloat = 2048
  static let boldA: CGFloat = 1382, boldB: CGFloat = 1466
  /// `.notdef`, drawn for scalars the face lacks (glyph 0).
  static let missing: CGFloat = 1229
}

@Suite struct TextLayoutTests {
  private let font = Font(size: 2048)

  private func layout(
    _ text: String, width: CGFloat = .infinity, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
    font: Font? = nil
  ) -> TextLayout {
    TextLayout(text, font: font ?? self.font, maxWidth: width, maxLines: lines, lineBreakMode: mode)
  }

  @Test func advancesAreTheFontsUnhintedWidths() {
    #expect(layout("ab").size.width == DejaVu.a + DejaVu.b)
    #expect(layout("ab", font: Font(size: 2048, weight: .bold)).size.width == DejaVu.boldA + DejaVu.boldB)
    #expect(layout("abcd").lines[0].offsets == [0, DejaVu.a, DejaVu.a + DejaVu.b, DejaVu.a + DejaVu.b + DejaVu.c])
  }

  @Test func aScalarTheFaceLacksGetsTheMissingGlyph() {
    let line = layout("a中").lines[0]
    #expect(line.glyphs[1] == 0)
    #expect(line.width == DejaVu.a + DejaVu.missing)
  }

  @Test func trailingSpacesDoNotCountInTheWidth() {
    #expect(layout("a  ").lines[0].width == DejaVu.a)
    #expect(layout(" a").lines[0].width == DejaVu.space + DejaVu.a)
  }

  @Test func heightIsOneLineHeightPerLine() {
    #expect(layout("a\nb\nc").size.height == 3 * font.lineHeight)
    #expect(abs(font.lineHeight - (1901 + 483)) < 1e-9)
  }

  @Test func wrapsAtSpacesAndDropsThem() {
    // "aa aa" is 5671 wide; 3000 holds one "aa" (2510) but not two.
    let wrapped = layout("aa aa", width: 3000)
    #expect(wrapped.lines.map(\.text) == ["aa", "aa"])
    #expect(wrapped.lines.map(\.width) == [2 * DejaVu.a, 2 * DejaVu.a])
    #expect(layout("aa aa", width: 2 * DejaVu.a * 2 + DejaVu.space).lines.count == 1)
  }

  @Test func aWordWiderThanTheLineBreaksByCharacter() {
    #expect(layout("aaaa", width: 2600).lines.map(\.text) == ["aa", "aa"])
    #expect(layout("ab cd", width: 2600, mode: .byCharWrapping).lines.map(\.text) == ["ab", "cd"])
  }

  @Test func newlinesSeparatorsAndTabs() {
    #expect(layout("a\nb\u{2028}c\u{2029}d").lines.map(\.text) == ["a", "b", "c", "d"])
    #expect(layout("a\r\nb").lines.map(\.text) == ["a", "b"])
    #expect(layout("a\tb").lines[0].text == "a b")
  }

  // "abcd" is 4981 wide; 4603 leaves 2555 after the ellipsis: exactly "ab".
  private let tight = DejaVu.a + DejaVu.b + DejaVu.ellipsis

  @Test func truncatingTailKeepsTheHead() {
    let line = layout("abcd", width: tight, lines: 1, mode: .byTruncatingTail).lines[0]
    #expect(line.text == "ab…")
    #expect(line.width == tight)
  }

  @Test func truncatingHeadKeepsTheTail() {
    // From the end: d (1300) + c (1126) = 2426 fits in 2555; b would not.
    #expect(layout("abcd", width: tight, lines: 1, mode: .byTruncatingHead).lines[0].text == "…cd")
  }

  @Test func truncatingMiddleAlternatesFromBothEnds() {
    // a (1255) leaves 1300, d (1300) leaves 0, then nothing more fits.
    #expect(layout("abcd", width: tight, lines: 1, mode: .byTruncatingMiddle).lines[0].text == "a…d")
  }

  @Test func clippingKeepsEverything() {
    let line = layout("abcd", width: tight, lines: 1, mode: .byClipping).lines[0]
    #expect(line.text == "abcd")
    #expect(line.width == DejaVu.a + DejaVu.b + DejaVu.c + DejaVu.d)
  }

  @Test func aLineThatFitsIsNeverTruncated() {
    #expect(layout("ab", width: DejaVu.a + DejaVu.b, lines: 1, mode: .byTruncatingTail).lines[0].text == "ab")
  }

  @Test func theLastAllowedLineCarriesTheRestAndIsTruncated() {
    // Three wrapped lines of "ab", two allowed: the second stands for "ab ab" and must end in "…".
    let text = layout("ab ab ab", width: tight, lines: 2, mode: .byTruncatingTail)
    #expect(text.lines.map(\.text) == ["ab", "ab…"])
  }

  @Test func aLineThatFitsButHidesMoreTextStillGetsAnEllipsis() {
    let text = layout("a\nb\nc", width: 10_000, lines: 2, mode: .byTruncatingTail)
    #expect(text.lines.map(\.text) == ["a", "b c…"])
  }

  @Test func aNaNWidthMeansNoLimit() {
    #expect(layout("aa aa", width: .nan).lines.count == 1)
    #expect(layout("aa", width: -5, lines: 1, mode: .byTruncatingTail).lines[0].text == "…")
  }
}
