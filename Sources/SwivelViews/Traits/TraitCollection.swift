/// A size class (`UIUserInterfaceSizeClass`): Interface Builder's "Any" is ``unspecified``.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Any: matches every size class in a pattern.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2

  /// `compact`, `regular` or `unspecified`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Any: matches every idiom in a pattern.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1

  /// `phone`, `pad` or `unspecified`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    }
  }

  /// The orientations an app of this idiom supports unless it says otherwise: all on iPad,
  /// all but upside down on iPhone.
  public var defaultOrientationMask: InterfaceOrientationMask {
    self == .pad ? .all : .allButUpsideDown
  }
}

/// The traits of an environment (`UITraitCollection`): size classes, display scale, idiom,
/// appearance, preferred text size and layout direction. Unspecified values act as wildcards
/// in ``containsTraits(in:)``.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
  /// Horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// Vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Pixels per point; 0 is unspecified.
  public var displayScale: CGFloat
  /// The idiom.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// Light or dark appearance (`userInterfaceStyle`).
  public var userInterfaceStyle: UserInterfaceStyle
  /// The preferred text size (`preferredContentSizeCategory`).
  public var preferredContentSizeCategory: ContentSizeCategory
  /// The layout direction (`layoutDirection`).
  public var layoutDirection: TraitEnvironmentLayoutDirection
  /// The pseudo-locale labels, buttons, text fields and bars show their text in (Swivel's
  /// own trait, not UIKit's); ``PseudoLocale/none`` is unspecified. `.bidi` also lays out
  /// right to left unless ``layoutDirection`` says otherwise.
  public var pseudoLocale: PseudoLocale = .none

  /// Creates traits; every value defaults to unspecified.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    displayScale: CGFloat = 0, userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
    userInterfaceStyle: UserInterfaceStyle = .unspecified,
    preferredContentSizeCategory: ContentSizeCategory = .unspecified,
    layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
    pseudoLocale: PseudoLocale = .none
  ) {
    self.pseudoLocale = pseudoLocale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
  }

  /// A pattern with only size classes set: `TraitCollection(.any, .compact)` is IB's
  /// `wAny hCompact`.
  public init(_ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical)
  }

  /// True when every value specified in `pattern` equals the receiver's (`containsTraits(in:)`);
  /// unspecified values in the pattern match anything.
  public func containsTraits(in pattern: TraitCollection) -> Bool {
    (pattern.horizontalSizeClass == .unspecified
      || pattern.horizontalSizeClass == horizontalSizeClass)
      && (pattern.verticalSizeClass == .unspecified
        || pattern.verticalSizeClass == verticalSizeClass)
      && (pattern.displayScale == 0 || pattern.displayScale == displayScale)
      && (pattern.userInterfaceIdiom == .unspecified
        || pattern.userInterfaceIdiom == userInterfaceIdiom)
      && (pattern.userInterfaceStyle == .unspecified
        || pattern.userInterfaceStyle == userInterfaceStyle)
      && (pattern.preferredContentSizeCategory == .unspecified
        || pattern.preferredContentSizeCategory == preferredContentSizeCategory)
      && (pattern.layoutDirection == .unspecified || pattern.layoutDirection == layoutDirection)
      && (pattern.pseudoLocale == .none || pattern.pseudoLocale == pseudoLocale)
  }

  /// How many values are specified (a more specific pattern wins in ``Adaptive``).
  public var specifiedCount: Int {
    (horizontalSizeClass != .unspecified ? 1 : 0) + (verticalSizeClass != .unspecified ? 1 : 0)
      + (displayScale != 0 ? 1 : 0) + (userInterfaceIdiom != .unspecified ? 1 : 0)
      + (userInterfaceStyle != .unspecified ? 1 : 0)
      + (preferredContentSizeCategory != .unspecified ? 1 : 0)
      + (layoutDirection != .unspecified ? 1 : 0) + (pseudoLocale != .none ? 1 : 0)
  }

  /// The size classes in Interface Builder's notation: `wC hR`, `wAny hR`.
  public var sizeClassNotation: String {
    func letter(_ sizeClass: UserInterfaceSizeClass) -> String {
      switch sizeClass {
      case .unspecified: "Any"
      case .compact: "C"
      case .regular: "R"
      }
    }
    return "w\(letter(horizontalSizeClass)) h\(letter(verticalSizeClass))"
  }

  /// Interface Builder's notation plus scale and idiom, then the appearance, text size and
  /// direction when they differ from UIKit's defaults (light, large, left to right) and are
  /// specified: `wC hR @2x phone`, `wC hR @2x phone dark accessibilityLarge rightToLeft`.
  public var description: String {
    var parts = [sizeClassNotation]
    if displayScale != 0 { parts.append("@\(Int(displayScale))x") }
    if userInterfaceIdiom != .unspecified { parts.append(userInterfaceIdiom.description) }
    if userInterfaceStyle == .dark { parts.append(userInterfaceStyle.description) }
    if preferredContentSizeCategory != .unspecified, preferredContentSizeCategory != .large {
      parts.append(preferredContentSizeCategory.description)
    }
    if layoutDirection == .rightToLeft { parts.append(layoutDirection.description) }
    if let locale = pseudoLocale.localeIdentifier { parts.append(locale) }
    return parts.joined(separator: " ")
  }
}

extension UserInterfaceSizeClass {
  /// Interface Builder's "Any": ``unspecified``.
  public static let any = UserInterfaceSizeClass.unspecified
}
