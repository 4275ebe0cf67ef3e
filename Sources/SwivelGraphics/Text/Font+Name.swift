extension Font {
  /// The font an iOS font name opens (`UIFont(name:size:)`), or nil for a name iOS would not
  /// know either.
  ///
  /// `name` is a PostScript face name (`"HelveticaNeue-Light"`, `"Menlo-Bold"`,
  /// `"TimesNewRomanPSMT"`) or a family name (`"Avenir Next"`, its first face). Each draws
  /// with the bundled face of the same weight and style that the table below
  /// gives; sizes that are not finite and positive are replaced by 17 pt, as
  /// in ``init(size:weight:design:italic:)``.
  ///
  /// Swivel ships three families (Inter, DejaVu Sans Mono, DejaVu Serif), so every sans-serif
  /// iOS family draws with Inter at the face's weight, every monospaced one with DejaVu Sans
  /// Mono, every serif one with DejaVu Serif:
  ///
  /// | Family | Faces (PostScript names) | Drawn with |
  /// |---|---|---|
  /// | Arial | `ArialMT`, `Arial-BoldMT`, `Arial-ItalicMT`, `Arial-BoldItalicMT` | Inter |
  /// | Avenir | `Avenir-Book`, `Avenir-Roman`, `Avenir-Light`, `Avenir-Medium`, `Avenir-Heavy`, `Avenir-Black` and each `…Oblique` | Inter (Book and Roman regular, Heavy bold, Black black) |
  /// | Avenir Next | `AvenirNext-Regular`, `-UltraLight`, `-Medium`, `-DemiBold`, `-Bold`, `-Heavy` and each `…Italic` | Inter (DemiBold semibold) |
  /// | Courier | `Courier`, `Courier-Bold`, `Courier-Oblique`, `Courier-BoldOblique` | DejaVu Sans Mono |
  /// | Courier New | `CourierNewPSMT`, `CourierNewPS-BoldMT`, `CourierNewPS-ItalicMT`, `CourierNewPS-BoldItalicMT` | DejaVu Sans Mono |
  /// | Georgia | `Georgia`, `Georgia-Bold`, `Georgia-Italic`, `Georgia-BoldItalic` | DejaVu Serif |
  /// | Helvetica | `Helvetica`, `Helvetica-Light`, `Helvetica-Bold`, `Helvetica-Oblique`, `Helvetica-LightOblique`, `Helvetica-BoldOblique` | Inter |
  /// | Helvetica Neue | `HelveticaNeue`, `-UltraLight`, `-Thin`, `-Light`, `-Medium`, `-Bold`, `-CondensedBold`, `-CondensedBlack`, `-Italic` and the weights' `…Italic` | Inter |
  /// | Menlo | `Menlo-Regular`, `Menlo-Bold`, `Menlo-Italic`, `Menlo-BoldItalic` | DejaVu Sans Mono |
  /// | SF Pro Display | `SFProDisplay-Regular` and `-Ultralight`, `-Thin`, `-Light`, `-Medium`, `-Semibold`, `-Bold`, `-Heavy`, `-Black` | Inter |
  /// | SF Pro Text | `SFProText-Regular` and the same eight weights | Inter |
  /// | Times New Roman | `TimesNewRomanPSMT`, `TimesNewRomanPS-BoldMT`, `TimesNewRomanPS-ItalicMT`, `TimesNewRomanPS-BoldItalicMT` | DejaVu Serif |
  ///
  /// Italic and oblique faces are italic fonts (Inter's italics; the DejaVu designs draw
  /// upright, see ``Font``). The system font's private names, `.SFUI-Regular` and
  /// `.SFUI-<Weight>` (SF Pro's nine weights), open Inter too; like iOS, ``familyNames`` does
  /// not list their family. Names are matched exactly, case included.
  ///
  /// ```swift
  /// let title = UIFont(name: "HelveticaNeue-Light", size: 24)   // Inter Light, 24 pt
  /// let code = UIFont(name: "Menlo-Regular", size: 13)          // DejaVu Sans Mono, 13 pt
  /// UIFont(name: "Comic Sans MS", size: 12)                     // nil
  /// ```
  public convenience init?(name: String, size: CGFloat) {
    guard let face = FontNameTable.byName[name] else { return nil }
    self.init(size: size, weight: face.weight, design: face.design, italic: face.isItalic)
  }

  /// The font families a name can open (`UIFont.familyNames`), sorted.
  public static var familyNames: [String] {
    FontNameTable.families.filter(\.isListed).map(\.name)
  }

  /// The PostScript names of a family's faces (`UIFont.fontNames(forFamilyName:)`); empty
  /// for a family Swivel does not know.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    FontNameTable.families.first { $0.name == familyName }?.faces.map(\.name) ?? []
  }
}
