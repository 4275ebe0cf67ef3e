extension DeviceHost {
  /// The JSON dump of the hosted scene: `scene`, `device`, `scale`, `model`,
  /// `deviceOrientation`, `interfaceOrientation`, `traits`, `statusBar`, `safeAreaInsets`
  /// and the `window` tree (numbers in points). `traits` lists the appearance, content size
  /// category, layout direction and pseudo-locale only where they differ from the defaults
  /// (light, large, left to right, none), so dumps of default traits are unchanged. Under a
  /// pseudo-locale, each view that draws text rewritten has a `displayedText` beside its
  /// `text` (see ``ViewDump/displayedText``).
  public func jsonDump(scene: String) -> JSONValue {
    window.layoutIfNeeded()
    let traits = traitCollection
    let bar = statusBarFrame
    let insets = safeAreaInsets
    return .object([
      ("scene", .string(scene)),
      ("device", .string(device.id)),
      ("scale", .number(Double(window.screenScale))),
      ("model", .string(model.rawValue)),
      ("deviceOrientation", .string(deviceOrientation.description)),
      ("interfaceOrientation", .string(interfaceOrientation.description)),
      (
        "traits",
        .object(
          [
            ("horizontalSizeClass", .string(traits.horizontalSizeClass.description)),
            ("verticalSizeClass", .string(traits.verticalSizeClass.description)),
            ("displayScale", .number(Double(traits.displayScale))),
            ("idiom", .string(traits.userInterfaceIdiom.description)),
          ] + Self.nonDefaultEnvironment(traits))
      ),
      (
        "statusBar",
        .object([
          ("hidden", .bool(isStatusBarHidden)),
          ("frame", JSONValue.numbers([bar.minX, bar.minY, bar.width, bar.height])),
        ])
      ),
      (
        "safeAreaInsets", JSONValue.numbers([insets.top, insets.left, insets.bottom, insets.right])
      ),
      ("window", window.dump().json),
    ])
  }
}

extension DeviceHost {
  /// The dump fields of the traits that differ from UIKit's defaults.
  fileprivate static func nonDefaultEnvironment(_ traits: TraitCollection) -> [(String, JSONValue)]
  {
    var fields: [(String, JSONValue)] = []
    if traits.userInterfaceStyle == .dark { fields.append(("userInterfaceStyle", .string("dark"))) }
    let category = traits.preferredContentSizeCategory
    if category != .large, category != .unspecified {
      fields.append(("preferredContentSizeCategory", .string(category.description)))
    }
    if traits.layoutDirection == .rightToLeft {
      fields.append(("layoutDirection", .string("rightToLeft")))
    }
    if traits.pseudoLocale != .none {
      fields.append(("pseudoLocale", .string(traits.pseudoLocale.description)))
    }
    return fields
  }
}
