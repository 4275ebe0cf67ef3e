import Testing

@testable import SwivelGraphics

/// Advances are Inter Display's own `hmtx` widths in font units (2048 per em), read from
/// `InterDisplay-Regular.otf` and `InterDisplay-Bold.otf` with fontTools, not from Swivel: at
/// 2048 pt (Display optical size, no tracking from 80 pt) one unit is one point.
private enum Metrics {
  static let a: CGFloat = 1046, b: CGFloat = 1132, c: CGFloat = 1040, d: CGFloat = 1132
  static let space: CGFloat = 570, ellipsis: CGFloat = 1550
  static let boldA: CGFloat = 1108, boldB: CGFloat = 1174
  /// `.notdef`, drawn for scalars the face lacks (glyph 0).
  static let missing: CGFloat = 1880
}

@Suite struct TextLayoutTests {
  private let font = Font(size: 2048)

  private func layout(
    _ text: String, width: CGFloat = .infinity, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping,
    font: Font? = nil
  ) -> TextLayout {
    TextLayout(text, font: font ?? self.font, maxWidth: width, maxLines: lines, lineBreakMode: mode)
  }

  @Test func advancesAreTheFontsUnhintedWidths() {
    #expect(layout("ab").size.width == Metrics.a + Metrics.b)
    #expect(
      layout("ab", font: Font(size: 2048, weight: .bold)).size.width == Metrics.boldA
        + Metrics.boldB)
    #expect(
      layout("abcd").lines[0].offsets == [
        0, Metrics.a, Metrics.a + Metrics.b, Metrics.a + Metrics.b + Metrics.c,
      ])
  }

  @Test func aScalarTheFaceLacksGetsTheMissingGlyph() {
    let line = layout("a中").lines[0]
    #expect(line.glyphs[1] == 0)
    #expect(line.width == Metrics.a + Metrics.missing)
  }

  @Test func trailingSpacesDoNotCountInTheWidth() {
    #expect(layout("a  ").lines[0].width == Metrics.a)
    #expect(layout(" a").lines[0].width == Metrics.space + Metrics.a)
  }

  @Test func heightIsOneLineHeightPerLine() {
    #expect(layout("a\nb\nc").size.height == 3 * font.lineHeight)
    #expect(abs(font.lineHeight - (1974 + 502)) < 1e-9)
  }

  @Test func wrapsAtSpacesAndDropsThem() {
    // "aa aa" is 4754 wide; 3000 holds one "aa" (2092) but not two.
    let wrapped = layout("aa aa", width: 3000)
    #expect(wrapped.lines.map(\.text) == ["aa", "aa"])
    #expect(wrapped.lines.map(\.width) == [2 * Metrics.a, 2 * Metrics.a])
    #expect(layout("aa aa", width: 2 * Metrics.a * 2 + Metrics.space).lines.count == 1)
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

  // "abcd" is 4350 wide; 3728 leaves 2178 after the ellipsis: exactly "ab".
  private let tight = Metrics.a + Metrics.b + Metrics.ellipsis

  @Test func truncatingTailKeepsTheHead() {
    let line = layout("abcd", width: tight, lines: 1, mode: .byTruncatingTail).lines[0]
    #expect(line.text == "ab…")
    #expect(line.width == tight)
  }

  @Test func truncatingHeadKeepsTheTail() {
    // From the end: d (1132) + c (1040) = 2172 fits in 2178; b would not.
    #expect(layout("abcd", width: tight, lines: 1, mode: .byTruncatingHead).lines[0].text == "…cd")
  }

  @Test func truncatingMiddleAlternatesFromBothEnds() {
    // a (1046) leaves 1132, d (1132) leaves 0, then nothing more fits.
    #expect(
      layout("abcd", width: tight, lines: 1, mode: .byTruncatingMiddle).lines[0].text == "a…d")
  }

  @Test func clippingKeepsEverything() {
    let line = layout("abcd", width: tight, lines: 1, mode: .byClipping).lines[0]
    #expect(line.text == "abcd")
    #expect(line.width == Metrics.a + Metrics.b + Metrics.c + Metrics.d)
  }

  @Test func aLineThatFitsIsNeverTruncated() {
    #expect(
      layout("ab", width: Metrics.a + Metrics.b, lines: 1, mode: .byTruncatingTail).lines[0].text
        == "ab")
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
