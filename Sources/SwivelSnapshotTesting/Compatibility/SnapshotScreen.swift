/// One row of the table behind ``ViewImageConfig``'s presets and the matching
/// `TraitCollection` presets: a device's portrait screen as swift-snapshot-testing 1.19
/// describes it. Everything else (landscape, Split View sizes' size classes, traits) is derived.
struct SnapshotScreen: Sendable {
  /// The portrait screen in points.
  let portraitSize: CGSize
  /// The portrait safe area (top and bottom).
  let portraitSafeArea: EdgeInsets
  /// A phone with a home indicator: its bottom inset in landscape (24 pt on the iPhone X
  /// generation, 21 pt from the iPhone 12 on). Unused for other devices.
  let landscapeHomeIndicatorInset: CGFloat
  /// The app's widths in a portrait Split View: one third, two thirds (iPads only).
  let portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat)?
  /// The app's widths in a landscape Split View: one third, one half, two thirds (iPads only).
  let landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)?

  /// An iPad's app narrower than this is horizontally compact: every Split View share in the
  /// library's table obeys it (639 pt compact, 678 pt regular).
  static let padRegularWidth: CGFloat = 678
  /// A phone this wide in portrait is horizontally regular in landscape (the Plus and Max
  /// phones).
  static let phoneRegularLandscapeWidth: CGFloat = 414

  var isPad: Bool { portraitSplits != nil }

  private static func phone(
    _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat = 0,
    landscapeBottom: CGFloat = 0
  ) -> SnapshotScreen {
    SnapshotScreen(
      portraitSize: CGSize(width: width, height: height),
      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeHomeIndicatorInset: landscapeBottom, portraitSplits: nil, landscapeSplits: nil)
  }

  private static func pad(
    _ width: CGFloat, _ height: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0,
    portrait: (CGFloat, CGFloat), landscape: (CGFloat, CGFloat, CGFloat)
  ) -> SnapshotScreen {
    SnapshotScreen(
      portraitSize: CGSize(width: width, height: height),
      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeHomeIndicatorInset: 0, portraitSplits: portrait, landscapeSplits: landscape)
  }

  // MARK: - The table (swift-snapshot-testing 1.19.7, `ViewImageConfig`)

  static let iPhoneSe = phone(320, 568, top: 20)
  static let iPhone8 = phone(375, 667, top: 20)
  static let iPhone8Plus = phone(414, 736, top: 20)
  static let iPhoneX = phone(375, 812, top: 44, bottom: 34, landscapeBottom: 24)
  static let iPhoneXr = phone(414, 896, top: 44, bottom: 34, landscapeBottom: 24)
  static let iPhoneXsMax = phone(414, 896, top: 44, bottom: 34, landscapeBottom: 24)
  static let iPhone12 = phone(390, 844, top: 47, bottom: 34, landscapeBottom: 21)
  static let iPhone12ProMax = phone(428, 926, top: 47, bottom: 34, landscapeBottom: 21)
  static let iPhone13Mini = phone(375, 812, top: 50, bottom: 34, landscapeBottom: 21)
  static let iPadMini = pad(768, 1024, portrait: (320, 438), landscape: (320, 507, 694))
  static let iPad10_2 = pad(810, 1080, portrait: (320, 480), landscape: (320, 535, 750))
  static let iPadPro10_5 = pad(834, 1112, portrait: (320, 504), landscape: (320, 551, 782))
  static let iPadPro11 = pad(
    834, 1194, top: 24, bottom: 20, portrait: (320, 504), landscape: (375, 592, 809))
  static let iPadPro12_9 = pad(1024, 1366, portrait: (375, 639), landscape: (375, 678, 981))

  // MARK: - Derived values

  /// A phone's screen in an orientation: landscape swaps the sides; a phone with a home
  /// indicator keeps its top inset on both sides and its landscape bottom inset, the others
  /// have none.
  func phoneConfig(_ orientation: ViewImageConfig.Orientation, traits: TraitCollection)
    -> ViewImageConfig
  {
    switch orientation {
    case .portrait:
      return ViewImageConfig(safeArea: portraitSafeArea, size: portraitSize, traits: traits)
    case .landscape:
      let inset = portraitSafeArea.top
      let safeArea =
        portraitSafeArea.bottom > 0
        ? EdgeInsets(top: 0, left: inset, bottom: landscapeHomeIndicatorInset, right: inset) : .zero
      return ViewImageConfig(
        safeArea: safeArea, size: CGSize(width: portraitSize.height, height: portraitSize.width),
        traits: traits)
    }
  }

  /// A phone's traits: left to right, medium text, compact width and regular height in
  /// portrait; compact height in landscape, where the widest phones are regular wide.
  func phoneTraits(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    let landscapeWidth: UserInterfaceSizeClass =
      portraitSize.width >= Self.phoneRegularLandscapeWidth ? .regular : .compact
    return TraitCollection(
      horizontalSizeClass: orientation == .portrait ? .compact : landscapeWidth,
      verticalSizeClass: orientation == .portrait ? .regular : .compact, userInterfaceIdiom: .phone,
      preferredContentSizeCategory: .medium, layoutDirection: .leftToRight)
  }

  /// An iPad's screen: the app's width for its Split View share, the screen's height, the
  /// same safe area in every orientation, and a compact width below ``padRegularWidth``.
  func padConfig(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
    let portraitSplits = portraitSplits ?? (portraitSize.width, portraitSize.width)
    let landscapeSplits =
      landscapeSplits ?? (portraitSize.height, portraitSize.height, portraitSize.height)
    let size: CGSize
    switch orientation {
    case .portrait(let split):
      let width: CGFloat
      switch split {
      case .oneThird: width = portraitSplits.oneThird
      case .twoThirds: width = portraitSplits.twoThirds
      case .full: width = portraitSize.width
      }
      size = CGSize(width: width, height: portraitSize.height)
    case .landscape(let split):
      let width: CGFloat
      switch split {
      case .oneThird: width = landscapeSplits.oneThird
      case .oneHalf: width = landscapeSplits.oneHalf
      case .twoThirds: width = landscapeSplits.twoThirds
      case .full: width = portraitSize.height
      }
      size = CGSize(width: width, height: portraitSize.width)
    }
    return ViewImageConfig(
      safeArea: portraitSafeArea, size: size,
      traits: Self.padTraits(compact: size.width < Self.padRegularWidth))
  }

  /// An iPad's traits: regular height, and regular width unless `compact`.
  static func padTraits(compact: Bool) -> TraitCollection {
    TraitCollection(
      horizontalSizeClass: compact ? .compact : .regular, verticalSizeClass: .regular,
      userInterfaceIdiom: .pad)
  }
}

extension ViewImageConfig.TabletOrientation {
  /// The whole screen in a phone-style orientation.
  init(_ orientation: ViewImageConfig.Orientation) {
    switch orientation {
    case .landscape: self = .landscape(splitView: .full)
    case .portrait: self = .portrait(splitView: .full)
    }
  }
}
