/// The iOS font names ``Font/init(name:size:)`` knows and the bundled face each one draws
/// with, one row per family: the data behind the table in that initialiser's documentation.
struct FontNameTable {
  /// One face: its PostScript name and what draws it.
  struct Face {
    let name: String
    let weight: Font.Weight
    let design: Font.Design
    let isItalic: Bool
  }

  /// A family: its name and faces, the first its regular face.
  struct Family {
    let name: String
    let faces: [Face]
    /// Whether `UIFont.familyNames` lists it (the system font's private family is hidden).
    let isListed: Bool
  }

  /// Every family, listed ones sorted by name.
  static let families: [Family] = [
    family(
      "Arial", .default,
      [
        ("ArialMT", .regular, false), ("Arial-BoldMT", .bold, false),
        ("Arial-ItalicMT", .regular, true), ("Arial-BoldItalicMT", .bold, true),
      ]),
    family(
      "Avenir", .default,
      [
        ("Avenir-Book", .regular, false), ("Avenir-Roman", .regular, false),
        ("Avenir-Light", .light, false), ("Avenir-Medium", .medium, false),
        ("Avenir-Heavy", .bold, false),
        ("Avenir-Black", .black, false), ("Avenir-BookOblique", .regular, true),
        ("Avenir-Oblique", .regular, true),
        ("Avenir-LightOblique", .light, true), ("Avenir-MediumOblique", .medium, true),
        ("Avenir-HeavyOblique", .bold, true), ("Avenir-BlackOblique", .black, true),
      ]),
    family(
      "Avenir Next", .default,
      [
        ("AvenirNext-Regular", .regular, false),
        ("AvenirNext-UltraLight", .ultraLight, false), ("AvenirNext-Medium", .medium, false),
        ("AvenirNext-DemiBold", .semibold, false), ("AvenirNext-Bold", .bold, false),
        ("AvenirNext-Heavy", .heavy, false), ("AvenirNext-Italic", .regular, true),
        ("AvenirNext-UltraLightItalic", .ultraLight, true),
        ("AvenirNext-MediumItalic", .medium, true),
        ("AvenirNext-DemiBoldItalic", .semibold, true), ("AvenirNext-BoldItalic", .bold, true),
        ("AvenirNext-HeavyItalic", .heavy, true),
      ]),
    family(
      "Courier", .monospaced,
      [
        ("Courier", .regular, false), ("Courier-Bold", .bold, false),
        ("Courier-Oblique", .regular, true), ("Courier-BoldOblique", .bold, true),
      ]),
    family(
      "Courier New", .monospaced,
      [
        ("CourierNewPSMT", .regular, false), ("CourierNewPS-BoldMT", .bold, false),
        ("CourierNewPS-ItalicMT", .regular, true), ("CourierNewPS-BoldItalicMT", .bold, true),
      ]),
    family(
      "Georgia", .serif,
      [
        ("Georgia", .regular, false), ("Georgia-Bold", .bold, false),
        ("Georgia-Italic", .regular, true), ("Georgia-BoldItalic", .bold, true),
      ]),
    family(
      "Helvetica", .default,
      [
        ("Helvetica", .regular, false), ("Helvetica-Light", .light, false),
        ("Helvetica-Bold", .bold, false), ("Helvetica-Oblique", .regular, true),
        ("Helvetica-LightOblique", .light, true), ("Helvetica-BoldOblique", .bold, true),
      ]),
    family(
      "Helvetica Neue", .default,
      [
        ("HelveticaNeue", .regular, false),
        ("HelveticaNeue-UltraLight", .ultraLight, false), ("HelveticaNeue-Thin", .thin, false),
        ("HelveticaNeue-Light", .light, false), ("HelveticaNeue-Medium", .medium, false),
        ("HelveticaNeue-Bold", .bold, false), ("HelveticaNeue-CondensedBold", .bold, false),
        ("HelveticaNeue-CondensedBlack", .black, false), ("HelveticaNeue-Italic", .regular, true),
        ("HelveticaNeue-UltraLightItalic", .ultraLight, true),
        ("HelveticaNeue-ThinItalic", .thin, true),
        ("HelveticaNeue-LightItalic", .light, true), ("HelveticaNeue-MediumItalic", .medium, true),
        ("HelveticaNeue-BoldItalic", .bold, true),
      ]),
    family(
      "Menlo", .monospaced,
      [
        ("Menlo-Regular", .regular, false), ("Menlo-Bold", .bold, false),
        ("Menlo-Italic", .regular, true), ("Menlo-BoldItalic", .bold, true),
      ]),
    weights("SF Pro Display", prefix: "SFProDisplay-", ultraLight: "Ultralight"),
    weights("SF Pro Text", prefix: "SFProText-", ultraLight: "Ultralight"),
    family(
      "Times New Roman", .serif,
      [
        ("TimesNewRomanPSMT", .regular, false),
        ("TimesNewRomanPS-BoldMT", .bold, false), ("TimesNewRomanPS-ItalicMT", .regular, true),
        ("TimesNewRomanPS-BoldItalicMT", .bold, true),
      ]),
    weights(".SF UI", prefix: ".SFUI-", ultraLight: "Ultralight", isListed: false),
  ]

  /// Each face by name, family names included (they open the family's first face).
  static let byName: [String: Face] = {
    var faces: [String: Face] = [:]
    for family in families {
      if let first = family.faces.first { faces[family.name] = first }
      for face in family.faces { faces[face.name] = face }
    }
    return faces
  }()

  private static func family(
    _ name: String, _ design: Font.Design, _ faces: [(String, Font.Weight, Bool)],
    isListed: Bool = true
  ) -> Family {
    Family(
      name: name,
      faces: faces.map { Face(name: $0.0, weight: $0.1, design: design, isItalic: $0.2) },
      isListed: isListed)
  }

  /// A family with the SF faces: Regular first, then UIKit's nine weights by name.
  private static func weights(
    _ name: String, prefix: String, ultraLight: String, isListed: Bool = true
  ) -> Family {
    let named: [(String, Font.Weight)] = [
      ("Regular", .regular), (ultraLight, .ultraLight), ("Thin", .thin), ("Light", .light),
      ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy),
      ("Black", .black),
    ]
    return family(name, .default, named.map { (prefix + $0.0, $0.1, false) }, isListed: isListed)
  }
}
