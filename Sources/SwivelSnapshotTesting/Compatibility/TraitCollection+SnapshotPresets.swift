// swift-snapshot-testing's trait presets (`UITraitCollection.iPhoneSe(.portrait)`,
// `.iPadMini_Compact_SplitView`), derived from the same table as `ViewImageConfig`'s.

extension TraitCollection {
  /// The traits of swift-snapshot-testing's `iPhoneSe` preset in an orientation.
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhoneSe.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone8` preset in an orientation.
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone8.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone8Plus` preset in an orientation.
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone8Plus.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhoneX` preset in an orientation.
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhoneX.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhoneXr` preset in an orientation.
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhoneXr.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhoneXsMax` preset in an orientation.
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhoneXsMax.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone12` preset in an orientation.
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone12.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone12ProMax` preset in an orientation.
  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone12ProMax.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone13` preset in an orientation.
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone12.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPhone13ProMax` preset in an orientation.
  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> TraitCollection {
    SnapshotScreen.iPhone12ProMax.phoneTraits(orientation)
  }

  /// The traits of swift-snapshot-testing's `iPadMini` preset: regular both ways.
  public static let iPadMini = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPadMini` in a narrow Split View share: compact wide, regular tall.
  public static let iPadMini_Compact_SplitView = SnapshotScreen.padTraits(compact: true)

  /// The traits of swift-snapshot-testing's `iPad9_7` preset: regular both ways.
  public static let iPad9_7 = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPad9_7` in a narrow Split View share: compact wide, regular tall.
  public static let iPad9_7_Compact_SplitView = SnapshotScreen.padTraits(compact: true)

  /// The traits of swift-snapshot-testing's `iPad10_2` preset: regular both ways.
  public static let iPad10_2 = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPad10_2` in a narrow Split View share: compact wide, regular tall.
  public static let iPad10_2_Compact_SplitView = SnapshotScreen.padTraits(compact: true)

  /// The traits of swift-snapshot-testing's `iPadPro10_5` preset: regular both ways.
  public static let iPadPro10_5 = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPadPro10_5` in a narrow Split View share: compact wide, regular tall.
  public static let iPadPro10_5_Compact_SplitView = SnapshotScreen.padTraits(compact: true)

  /// The traits of swift-snapshot-testing's `iPadPro11` preset: regular both ways.
  public static let iPadPro11 = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPadPro11` in a narrow Split View share: compact wide, regular tall.
  public static let iPadPro11_Compact_SplitView = SnapshotScreen.padTraits(compact: true)

  /// The traits of swift-snapshot-testing's `iPadPro12_9` preset: regular both ways.
  public static let iPadPro12_9 = SnapshotScreen.padTraits(compact: false)
  /// The traits of `iPadPro12_9` in a narrow Split View share: compact wide, regular tall.
  public static let iPadPro12_9_Compact_SplitView = SnapshotScreen.padTraits(compact: true)
}
