import ArgumentParser
import SwivelGallery

/// A pseudo-locale on the command line: `accented` (en-XA) or `bidi` (ar-XB), by case name or
/// locale identifier.
struct PseudoLocaleChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The pseudo-locale (never `none`).
  let locale: PseudoLocale

  static var allCases: [PseudoLocaleChoice] { [.init(locale: .accented), .init(locale: .bidi)] }

  init(locale: PseudoLocale) {
    self.locale = locale
  }

  init?(argument: String) {
    guard
      let match = Self.allCases.first(where: {
        $0.locale.rawValue == argument || $0.locale.localeIdentifier == argument
      })
    else { return nil }
    self = match
  }

  var defaultValueDescription: String { locale.rawValue }

  static var allValueStrings: [String] { allCases.map(\.locale.rawValue) }
}
