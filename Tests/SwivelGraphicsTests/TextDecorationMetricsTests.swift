import Testing

@testable import SwivelGraphics

/// The fonts' own tables, read with fontTools, not from Swivel. Inter Display Regular:
/// `post.underlinePosition` −334 and `underlineThickness` 138 (FreeType reports the stroke's
/// centre, −334 − 138/2 = −403), OS/2 version 4 with `sxHeight` 1056; 2048 units per em, so at
/// 2048 pt one unit is one point. Inter (Text) Regular: `sxHeight` 1536 of 2816. DejaVu Serif:
/// OS/2 version 1 (no `sxHeight`), its "x" glyph 1063 units tall of 2048.
@Suite struct TextDecorationMetricsTests {
  @Test func underlineAndXHeightComeFromTheFontTables() {
    let font = Font(size: 2048)
    #expect(font.underlinePosition == 403)
    #expect(font.underlineThickness == 138)
    #expect(font.xHeight == 1056)
    #expect(Font(size: 17).xHeight == 1536.0 / 2816 * 17)
  }

  @Test func withoutSxHeightTheXGlyphsTopIsTheXHeight() {
    #expect(Font(size: 2048, design: .serif).xHeight == 1063)
  }
}
