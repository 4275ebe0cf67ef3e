import Testing
@testable import SwivelGraphics

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
    (Font.Weight.ultraLight, FontFile.sans), (.thin, .sans), (.light, .sans), (.regular, .sans), (.medium, .sans),
    (.semibold, .sansBold), (.bold, .sansBold), (.heavy, .sansBold), (.black, .sansBold),
  ])
  func nineWeightsMapOntoTheTwoFiles(weight: Font.Weight, file: FontFile) {
    #expect(Font.systemFont(ofSize: 12, weight: weight).file == file)
  }

  @Test func designsPickTheirFamilies() {
    #expect(Font.monospacedSystemFont(ofSize: 12, weight: .regular).file == .mono)
    #expect(Font.monospacedSystemFont(ofSize: 12, weight: .bold).file == .monoBold)
    #expect(Font(size: 12, weight: .semibold, design: .serif).file == .serifBold)
    #expect(Font.monospacedDigitSystemFont(ofSize: 12, weight: .regular) == Font.systemFont(ofSize: 12))
    #expect(Font.boldSystemFont(ofSize: 17).description == "DejaVuSans-Bold 17.0pt")
  }

  @Test func everyFileOfFontsDejaVuCoreLoads() {
    let library = FontLibrary(directory: "/usr/share/fonts/truetype/dejavu")
    for file in FontFile.allCases {
      #expect(library.face(file).loadError == nil, "\(file.rawValue)")
    }
  }

  @Test func monospacedAdvancesAreEqualAndDigitsShareOneAdvance() {
    // DejaVu Sans Mono: every glyph 1233 units; DejaVu Sans digits: 1303 units (fontTools).
    let mono = TextLayout("iW", font: Font.monospacedSystemFont(ofSize: 2048, weight: .regular),
      maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
    #expect(mono.lines[0].offsets == [0, 1233])
    let digits = TextLayout("1874", font: Font(size: 2048), maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
    #expect(digits.lines[0].offsets == [0, 1303, 2606, 3909])
  }

  @Test(arguments: [
    (Font.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
    (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
  ])
  func textStylesHaveUIKitsDefaultSizes(style: Font.TextStyle, size: Double) {
    let font = Font.preferredFont(forTextStyle: style)
    #expect(font.pointSize == CGFloat(size))
    #expect(font.weight == (style == .headline ? .semibold : .regular))
  }
}
