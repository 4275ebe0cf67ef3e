/// A pseudo-locale: every string a label, button, text field or bar shows is rewritten when it
/// is laid out, so a screen shows where translations will break it: Android's en-XA and ar-XB.
/// The strings in the view tree stay as the app set them (`label.text` reads back unchanged);
/// only what is measured and drawn changes.
///
/// ```swift
/// let host = try DeviceHost(device: .iphone6, rootViewController: SettingsController(),
///                           traits: TraitCollection(pseudoLocale: .accented))
/// ```
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The strings as set.
  case none
  /// en-XA: ASCII letters become accented look-alikes (`S` → `Ś`, `e` → `é`) and the text is
  /// lengthened by at least 40 % with words (`one two …`), all in brackets:
  /// `Settings` → `[Śéţţîñĝš one]`. Shows truncation and clipping that longer languages
  /// (German, Finnish) cause, and text that is not localised (it stays plain).
  case accented
  /// ar-XB: every line of text is shown right to left (its characters reversed, as a
  /// right-to-left override draws them), and the layout is right to left. Shows views that do
  /// not mirror. Characters are Swift's `Character`s, grapheme clusters: `e` with a combining
  /// accent or a ZWJ emoji family moves as one, and line ends (`\r\n` too) stay line ends.
  case bidi

  /// The locale identifier Android gives it: `en-XA`, `ar-XB`; nil for ``none``.
  public var localeIdentifier: String? {
    switch self {
    case .none: nil
    case .accented: "en-XA"
    case .bidi: "ar-XB"
    }
  }

  /// The case name.
  public var description: String { rawValue }

  /// `text` as this pseudo-locale shows it.
  public func transform(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: transform(Array(text.unicodeScalars), style: { _ in () }).map(\.scalar))
    return String(scalars)
  }

  /// The scalars of a text with a value each (a style) as this pseudo-locale shows them:
  /// added characters take the value of their neighbour (the first scalar's for the opening
  /// bracket, the last one's for the padding and the closing bracket).
  package func transform<Style>(_ scalars: [Unicode.Scalar], style: (Int) -> Style) -> [(
    scalar: Unicode.Scalar, style: Style
  )] {
    let styled = scalars.indices.map { (scalar: scalars[$0], style: style($0)) }
    switch self {
    case .none:
      return styled
    case .accented:
      guard let first = styled.first, let last = styled.last else { return styled }
      var result = [(scalar: Unicode.Scalar("["), style: first.style)]
      result += styled.map { (scalar: Self.accents[$0.scalar] ?? $0.scalar, style: $0.style) }
      result += Self.padding(forLength: styled.count).unicodeScalars.map {
        (scalar: $0, style: last.style)
      }
      result.append((scalar: "]", style: last.style))
      return result
    case .bidi:
      // Each line reversed in place by grapheme cluster (a letter with its combining marks, an
      // emoji sequence, stay whole and in order); the line ends (`\n`, `\r\n`, `\r`, U+2028,
      // U+2029 and Swift's other newlines) stay where they are.
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      var result: [(scalar: Unicode.Scalar, style: Style)] = []
      result.reserveCapacity(styled.count)
      var line: [Range<Int>] = []
      var start = 0
      for character in String(text) {
        let end = start + character.unicodeScalars.count
        if character.isNewline {
          for cluster in line.reversed() { result += styled[cluster] }
          result += styled[start..<end]
          line.removeAll(keepingCapacity: true)
        } else {
          line.append(start..<end)
        }
        start = end
      }
      for cluster in line.reversed() { result += styled[cluster] }
      return result
    }
  }

  /// The words added after a text of `length` characters: as many of `one two three …` (each
  /// with its leading space) as add at least 40 % of the length, at least one.
  static func padding(forLength length: Int) -> String {
    let target = (Double(length) * 0.4).rounded(.up)
    var padding = ""
    for word in paddingWords {
      padding += " " + word
      if Double(padding.count) >= target { break }
    }
    return padding
  }

  static let paddingWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  ]

  /// ASCII letters and their accented look-alikes, all in Latin-1 and Latin Extended-A (which
  /// the shipped fonts cover); letters without one there stay as they are.
  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(Character, Character)] = [
      ("a", "á"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"),
      ("j", "ĵ"),
      ("k", "ķ"), ("l", "ļ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("r", "ŕ"), ("s", "š"),
      ("t", "ţ"),
      ("u", "û"), ("w", "ŵ"), ("y", "ý"), ("z", "ž"),
      ("A", "Å"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"),
      ("J", "Ĵ"),
      ("K", "Ķ"), ("L", "Ļ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("R", "Ŕ"), ("S", "Ś"),
      ("T", "Ţ"),
      ("U", "Û"), ("W", "Ŵ"), ("Y", "Ý"), ("Z", "Ž"),
    ]
    var map: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (plain, accented) in pairs {
      map[plain.unicodeScalars.first!] = accented.unicodeScalars.first!
    }
    return map
  }()
}
