import Testing

@testable import SwivelGraphics

/// Advances are the fonts' own `hmtx` widths in font units, read with fontTools from the
/// shipped files, not from Swivel: Inter (Text) has 2816 units per em, Inter Display and
/// DejaVu 2048.
@Suite struct FontTests {
  @Test func uikitWeightsKeepTheirValues() {
    // UIFont.Weight raw values.
    #expect(Font.Weight.ultraLight.rawValue == -0.8)
    #expect(Font.Weight.medium.rawValue == 0.23)
    #expect(Font.Weight.black.rawValue == 0.62)
    #expect(Font.Weight.thin < .regular)
    #expect(Font.Weight.semibold.description == "semibold")
  }

  @Test(arguments: [
    (Font.Weight.ultraLight, "Inter-Thin.otf"), (.thin, "Inter-ExtraLight.otf"),
    (.light, "Inter-Light.otf"),
    (.regular, "Inter-Regular.otf"), (.medium, "Inter-Medium.otf"),
    (.semibold, "Inter-SemiBold.otf"),
    (.bold, "Inter-Bold.otf"), (.heavy, "Inter-ExtraBold.otf"), (.black, "Inter-Black.otf"),
  ])
  func nineWeightsMapOntoInterNine(weight: Font.Weight, file: String) {
    #expect(Font.systemFont(ofSize: 12, weight: weight).file.fileName == file)
  }

  @Test func otherWeightsTakeTheNearestOfTheNine() {
    #expect(
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.1)).file.fileName
        == "Inter-Regular.otf")
    #expect(
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.12)).file.fileName
        == "Inter-Medium.otf")
    #expect(
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 1)).file.fileName
        == "Inter-Black.otf")
    #expect(
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: -1)).file.fileName
        == "Inter-Thin.otf")
    #expect(
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: .nan)).file.fileName
        == "Inter-Regular.otf")
  }

  @Test func theSystemFontSwitchesToDisplayAt20Points() {
    #expect(Font.systemFont(ofSize: 19.99).file.fileName == "Inter-Regular.otf")
    #expect(Font.systemFont(ofSize: 20).file.fileName == "InterDisplay-Regular.otf")
    #expect(Font.boldSystemFont(ofSize: 34).file.fileName == "InterDisplay-Bold.otf")
    #expect(Font.preferredFont(forTextStyle: .title3).file.fileName == "InterDisplay-Regular.otf")
    #expect(Font.preferredFont(forTextStyle: .headline).file.fileName == "Inter-SemiBold.otf")
  }

  @Test func italicsAreRealFaces() {
    #expect(Font.italicSystemFont(ofSize: 12).file.fileName == "Inter-Italic.otf")
    #expect(Font.italicSystemFont(ofSize: 12).isItalic)
    #expect(
      Font(size: 28, weight: .semibold, italic: true).file.fileName
        == "InterDisplay-SemiBoldItalic.otf")
    #expect(
      Font(size: 12, weight: .ultraLight, italic: true).file.fileName == "Inter-ThinItalic.otf")
    // The monospaced and serif designs have no italic files: they draw upright.
    #expect(Font(size: 12, design: .monospaced, italic: true).file.fileName == "DejaVuSansMono.ttf")
  }

  @Test func symbolicTraitsAddAndRemoveItalicAndBold() {
    let font = Font.systemFont(ofSize: 17).withSymbolicTraits([.traitItalic, .traitBold])
    #expect(font.isItalic && font.weight == .bold && font.pointSize == 17)
    #expect(font.symbolicTraits == [.traitItalic, .traitBold])
    let plain = font.withSymbolicTraits([])
    #expect(!plain.isItalic && plain.weight == .regular)
    // A weight that is bold already stays.
    #expect(
      Font.systemFont(ofSize: 12, weight: .heavy).withSymbolicTraits(.traitBold).weight == .heavy)
    // UIKit's raw values.
    #expect(
      Font.SymbolicTraits.traitItalic.rawValue == 1 && Font.SymbolicTraits.traitBold.rawValue == 2)
  }

  @Test func designsPickTheirFamilies() {
    #expect(
      Font.monospacedSystemFont(ofSize: 12, weight: .regular).file.fileName == "DejaVuSansMono.ttf")
    #expect(
      Font.monospacedSystemFont(ofSize: 12, weight: .bold).file.fileName
        == "DejaVuSansMono-Bold.ttf")
    #expect(
      Font(size: 12, weight: .semibold, design: .serif).file.fileName == "DejaVuSerif-Bold.ttf")
    #expect(Font(size: 40, weight: .medium, design: .serif).file.fileName == "DejaVuSerif.ttf")
    #expect(Font.boldSystemFont(ofSize: 17).description == "Inter-Bold 17.0pt")
    #expect(
      Font.monospacedDigitSystemFont(ofSize: 12, weight: .regular).description
        == "Inter-Regular 12.0pt tnum")
  }

  @Test func withSizeKeepsTheFace() {
    let font = Font.monospacedDigitSystemFont(ofSize: 12, weight: .semibold).withSymbolicTraits([
      .traitItalic, .traitBold,
    ])
    let larger = font.withSize(30)
    #expect(
      larger.pointSize == 30 && larger.weight == .semibold && larger.isItalic
        && larger.hasMonospacedDigits)
    #expect(larger.file.fileName == "InterDisplay-SemiBoldItalic.otf")
  }

  @Test func everyShippedFileLoads() {
    let library = FontLibrary(directory: FontLibrary.bundledDirectory)
    #expect(FontFile.all.count == 40)
    for file in FontFile.all {
      #expect(library.face(file).loadError == nil, "\(file)")
    }
  }

  @Test func interMetricsComeFromItsTables() {
    // Inter: hhea ascender 2728, descender −680 of 2816; Inter Display 1974 and −502 of 2048.
    let text = Font.systemFont(ofSize: 2816), display = Font.systemFont(ofSize: 2048)
    #expect(abs(Font.systemFont(ofSize: 17).ascender - 17 * 2728 / 2816) < 1e-9)
    #expect(abs(Font.systemFont(ofSize: 17).lineHeight - 17 * 3408 / 2816) < 1e-9)
    #expect(abs(display.ascender - 1974) < 1e-9 && abs(display.descender + 502) < 1e-9)
    #expect(text.file.family == .interDisplay)  // 2816 pt is a Display size
  }

  @Test func buttonATitleAt15PointsMeasuresInterWithTracking() {
    // Inter Regular: B 1832, u 1636, t 1024, t 1024, o 1680, n 1648, space 792, A 1904 = 11540
    // units of 2816; plus −0.23 pt of tracking after each of the 8 characters at 15 pt.
    let layout = TextLayout(
      "Button A", font: .systemFont(ofSize: 15), maxWidth: .infinity, maxLines: 1,
      lineBreakMode: .byClipping)
    #expect(abs(layout.size.width - (11540 * 15 / 2816 - 8 * 0.23)) < 1e-9)
    #expect(abs(layout.size.width - 59.6301) < 1e-4)
  }

  @Test func monospacedAdvancesAreEqual() {
    // DejaVu Sans Mono: every glyph 1233 units; no tracking for the monospaced design.
    let mono = TextLayout(
      "iW", font: Font.monospacedSystemFont(ofSize: 2048, weight: .regular),
      maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
    #expect(mono.lines[0].offsets == [0, 1233])
  }

  @Test func monospacedDigitsTakeInterTabularFigures() {
    // Inter Regular: proportional 1 (1308), 8 (1736), 7 (1608); every tabular figure 1824
    // units of 2816. At 11 pt the tracking is +0.06 pt.
    func offsets(_ font: Font) -> [CGFloat] {
      TextLayout("1874", font: font, maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
        .lines[0].offsets
    }
    let unit: CGFloat = 11.0 / 2816
    let tabular = offsets(.monospacedDigitSystemFont(ofSize: 11, weight: .regular))
    let proportional = offsets(.systemFont(ofSize: 11))
    for (index, offset) in tabular.enumerated() {
      #expect(abs(offset - CGFloat(index) * (1824 * unit + 0.06)) < 1e-9)
    }
    #expect(abs(proportional[1] - (1308 * unit + 0.06)) < 1e-9)
    #expect(abs(proportional[3] - ((1308 + 1736 + 1608) * unit + 3 * 0.06)) < 1e-9)
  }

  @Test func displayTabularDigitsAreCentredInTheWidestCell() {
    // Inter Display Regular's tnum substitutes (fontTools): 1 → glyph 1309, 1028 units wide;
    // the widest tabular digit is 1220 units. At 2048 pt (no tracking) a unit is a point.
    let line = TextLayout(
      "1874", font: .monospacedDigitSystemFont(ofSize: 2048, weight: .regular), maxWidth: .infinity,
      maxLines: 1,
      lineBreakMode: .byClipping
    ).lines[0]
    #expect(line.offsets == [0, 1220, 2440, 3660])
    #expect(line.width == 4880)
    #expect(line.glyphs[0] == 1309)
    #expect(abs(line.shifts[0] - 96) < 1e-9)  // (1220 − 1028) / 2
    #expect(abs(line.drawnOffsets[1] - 1232) < 1e-9)  // 8 is 1196 wide: (1220 − 1196) / 2 = 12 in
    #expect(abs(line.shifts[1] - 12) < 1e-9)
  }

  @Test(arguments: [
    (Font.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
    (.body, 17),
    (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
  ])
  func textStylesHaveUIKitsDefaultSizes(style: Font.TextStyle, size: Double) {
    let font = Font.preferredFont(forTextStyle: style)
    #expect(font.pointSize == CGFloat(size))
    #expect(font.weight == (style == .headline ? .semibold : .regular))
  }
}
