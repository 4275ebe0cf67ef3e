import Testing
@testable import SwivelGraphics

/// DejaVu Sans' own tables, read from the font file with a byte reader, not from Swivel:
/// `post.underlinePosition` −40 and `underlineThickness` 90 (FreeType reports the stroke's
/// centre, −40 − 90/2 = −85); the OS/2 table is version 1 (no `sxHeight`), and the "x" glyph is
/// 1120 units tall. 2048 units per em, so at 2048 pt one unit is one point.
@Suite struct TextDecorationMetricsTests {
  @Test func underlineAndXHeightComeFromTheFontTables() {
    let font = Font(size: 2048)
    #expect(font.underlinePosition == 85)
    #expect(font.underlineThickness == 90)
    #expect(font.xHeight == 1120)
    #expect(Font(size: 17).xHeight == 1120.0 / 2048 * 17)
  }
}
