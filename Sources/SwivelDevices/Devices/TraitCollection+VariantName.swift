extension TraitCollection {
  /// What goldens, renders and gallery images append to a device variant for traits that
  /// differ from UIKit's defaults: `.dark`, then the content size category
  /// (`.accessibilityLarge`; not for Large), then `.rtl`, then the pseudo-locale (`.en-XA`,
  /// `.ar-XB`); empty for default traits, so their names never change.
  public var variantSuffix: String {
    var suffix = ""
    if userInterfaceStyle == .dark { suffix += ".dark" }
    if preferredContentSizeCategory != .unspecified, preferredContentSizeCategory != .large {
      suffix += ".\(preferredContentSizeCategory)"
    }
    if layoutDirection == .rightToLeft { suffix += ".rtl" }
    if let locale = pseudoLocale.localeIdentifier { suffix += ".\(locale)" }
    return suffix
  }
}

extension Device {
  /// The name of one screen of this device with traits: ``variantName(_:model:)`` plus the
  /// traits' `TraitCollection.variantSuffix` (`iphone6.portrait.dark.accessibilityLarge`).
  public func variantName(
    _ orientation: InterfaceOrientation, model: RotationModel? = nil, traits: TraitCollection
  ) -> String {
    variantName(orientation, model: model) + traits.variantSuffix
  }
}
