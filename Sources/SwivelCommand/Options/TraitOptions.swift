import ArgumentParser
import SwivelGallery

/// The appearance, text size, layout direction and pseudo-locale a scene runs with: shared by `render`,
/// `dump`, `audit`, `film` and `sheet`.
struct TraitOptions: ParsableArguments {
  @Option(help: "The appearance (default: light).")
  var appearance: AppearanceChoice?

  @Option(
    name: .customLong("content-size"),
    help: "The preferred content size category, Dynamic Type's text size (default: large).")
  var contentSize: ContentSizeChoice?

  @Flag(help: "Lay out right to left, as for Arabic or Hebrew.")
  var rtl = false

  @Option(
    name: .customLong("pseudo-locale"),
    help:
      "Show every string in a pseudo-locale: accented (en-XA, accented and 40 % longer) or bidi (ar-XB, right to left)."
  )
  var pseudoLocale: PseudoLocaleChoice?

  /// The traits chosen; unspecified where no option was given (UIKit's defaults then apply).
  var traits: TraitCollection {
    TraitCollection(
      userInterfaceStyle: appearance?.style ?? .unspecified,
      preferredContentSizeCategory: contentSize?.category ?? .unspecified,
      layoutDirection: rtl ? .rightToLeft : .unspecified,
      pseudoLocale: pseudoLocale?.locale ?? .none)
  }
}
