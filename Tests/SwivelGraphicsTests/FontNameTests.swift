import SwivelGraphics
import Testing

/// `UIFont(name:size:)`: iOS names open the bundled face of the same weight and style.
@Suite struct FontNameTests {
  @Test func helveticaNeueWeightsOpenInterAtThoseWeights() throws {
    let light = try #require(Font(name: "HelveticaNeue-Light", size: 24))
    #expect(light == Font(size: 24, weight: .light))
    #expect(Font(name: "HelveticaNeue", size: 17) == Font(size: 17))
    #expect(Font(name: "HelveticaNeue-Bold", size: 17) == Font(size: 17, weight: .bold))
    #expect(Font(name: "HelveticaNeue-UltraLight", size: 17) == Font(size: 17, weight: .ultraLight))
    #expect(
      Font(name: "HelveticaNeue-MediumItalic", size: 12)
        == Font(size: 12, weight: .medium, italic: true))
  }

  @Test(arguments: [
    ("Menlo-Regular", Font.Design.monospaced, Font.Weight.regular),
    ("Courier-Bold", .monospaced, .bold),
    ("CourierNewPSMT", .monospaced, .regular),
    ("Georgia", .serif, .regular),
    ("TimesNewRomanPS-BoldMT", .serif, .bold),
    ("ArialMT", .default, .regular),
    ("Avenir-Heavy", .default, .bold),
    ("AvenirNext-DemiBold", .default, .semibold),
    ("Helvetica-Light", .default, .light),
    (".SFUI-Semibold", .default, .semibold),
    ("SFProText-Medium", .default, .medium),
    ("SFProDisplay-Black", .default, .black),
  ])
  func commonFacesOpenTheirDesignAndWeight(name: String, design: Font.Design, weight: Font.Weight)
    throws
  {
    let font = try #require(Font(name: name, size: 15))
    #expect(font.design == design && font.weight == weight && font.pointSize == 15)
  }

  @Test func obliqueAndItalicFacesAreItalic() {
    #expect(Font(name: "Helvetica-Oblique", size: 10)?.isItalic == true)
    #expect(Font(name: "Georgia-BoldItalic", size: 10)?.isItalic == true)
    #expect(Font(name: "Georgia-Bold", size: 10)?.isItalic == false)
  }

  @Test func aFamilyNameOpensItsFirstFace() {
    #expect(Font(name: "Avenir Next", size: 20) == Font(size: 20))
    #expect(Font(name: "Menlo", size: 11) == Font(size: 11, design: .monospaced))
  }

  @Test func unknownNamesGiveNilAsOnIOS() {
    #expect(Font(name: "Comic Sans MS", size: 12) == nil)
    #expect(Font(name: "", size: 12) == nil)
    #expect(Font(name: "helveticaneue-light", size: 12) == nil)
  }

  @Test func familyNamesListTheFamiliesSortedWithoutThePrivateSystemFamily() {
    #expect(
      Font.familyNames == [
        "Arial", "Avenir", "Avenir Next", "Courier", "Courier New", "Georgia", "Helvetica",
        "Helvetica Neue",
        "Menlo", "SF Pro Display", "SF Pro Text", "Times New Roman",
      ])
  }

  @Test func fontNamesListAFamilysFacesRegularFirst() {
    #expect(
      Font.fontNames(forFamilyName: "Menlo") == [
        "Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic",
      ])
    #expect(Font.fontNames(forFamilyName: "Helvetica Neue").first == "HelveticaNeue")
    #expect(Font.fontNames(forFamilyName: "Helvetica Neue").contains("HelveticaNeue-Light"))
    #expect(Font.fontNames(forFamilyName: "Wingdings").isEmpty)
  }

  @Test func everyListedFaceOpens() {
    for family in Font.familyNames {
      for name in Font.fontNames(forFamilyName: family) {
        #expect(Font(name: name, size: 12) != nil, "\(name) of \(family)")
      }
    }
  }
}
