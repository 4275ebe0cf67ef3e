// swift-snapshot-testing's device presets, by its names. Each is one call into the table
// (`SnapshotScreen`): no sizes, insets or traits are written here.

extension ViewImageConfig {
  /// iPhone SE (1st generation): 320×568 pt, portrait.
  public static let iPhoneSe = iPhoneSe(.portrait)
  /// iPhone SE (1st generation) in an orientation.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhoneSe.phoneConfig(orientation, traits: .iPhoneSe(orientation))
  }

  /// iPhone 8: 375×667 pt, portrait.
  public static let iPhone8 = iPhone8(.portrait)
  /// iPhone 8 in an orientation.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone8.phoneConfig(orientation, traits: .iPhone8(orientation))
  }

  /// iPhone 8 Plus: 414×736 pt, portrait.
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  /// iPhone 8 Plus in an orientation.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone8Plus.phoneConfig(orientation, traits: .iPhone8Plus(orientation))
  }

  /// iPhone X: 375×812 pt, portrait.
  public static let iPhoneX = iPhoneX(.portrait)
  /// iPhone X in an orientation.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhoneX.phoneConfig(orientation, traits: .iPhoneX(orientation))
  }

  /// iPhone XR: 414×896 pt, portrait.
  public static let iPhoneXr = iPhoneXr(.portrait)
  /// iPhone XR in an orientation.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhoneXr.phoneConfig(orientation, traits: .iPhoneXr(orientation))
  }

  /// iPhone XS Max: 414×896 pt, portrait.
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  /// iPhone XS Max in an orientation.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhoneXsMax.phoneConfig(orientation, traits: .iPhoneXsMax(orientation))
  }

  /// iPhone 12: 390×844 pt, portrait.
  public static let iPhone12 = iPhone12(.portrait)
  /// iPhone 12 in an orientation.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12.phoneConfig(orientation, traits: .iPhone12(orientation))
  }

  /// iPhone 12 Pro: the iPhone 12's screen, portrait.
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  /// iPhone 12 Pro in an orientation.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12.phoneConfig(orientation, traits: .iPhone12(orientation))
  }

  /// iPhone 12 Pro Max: 428×926 pt, portrait.
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  /// iPhone 12 Pro Max in an orientation.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12ProMax.phoneConfig(orientation, traits: .iPhone12ProMax(orientation))
  }

  /// iPhone 13: 390×844 pt, portrait.
  public static let iPhone13 = iPhone13(.portrait)
  /// iPhone 13 in an orientation.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12.phoneConfig(orientation, traits: .iPhone13(orientation))
  }

  /// iPhone 13 mini: 375×812 pt with a 50-pt top inset (the library's value), the iPhone 13's traits, portrait.
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  /// iPhone 13 mini in an orientation.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone13Mini.phoneConfig(orientation, traits: .iPhone13(orientation))
  }

  /// iPhone 13 Pro: the iPhone 13's screen, portrait.
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  /// iPhone 13 Pro in an orientation.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12.phoneConfig(orientation, traits: .iPhone13(orientation))
  }

  /// iPhone 13 Pro Max: 428×926 pt, portrait.
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  /// iPhone 13 Pro Max in an orientation.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    SnapshotScreen.iPhone12ProMax.phoneConfig(orientation, traits: .iPhone13ProMax(orientation))
  }

  /// iPad mini: 768×1024 pt, landscape by default.
  public static let iPadMini = iPadMini(.landscape)
  /// iPad mini, whole screen, in an orientation.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(TabletOrientation(orientation))
  }
  /// iPad mini in an orientation, with the app's share of a Split View.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPadMini.padConfig(orientation)
  }

  /// iPad 9.7": the iPad mini's screen.
  public static let iPad9_7 = iPad9_7(.landscape)
  /// iPad 9.7", whole screen, in an orientation.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPad9_7(TabletOrientation(orientation))
  }
  /// iPad 9.7" in an orientation, with the app's share of a Split View.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPadMini.padConfig(orientation)
  }

  /// iPad 10.2": 810×1080 pt, landscape by default.
  public static let iPad10_2 = iPad10_2(.landscape)
  /// iPad 10.2", whole screen, in an orientation.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(TabletOrientation(orientation))
  }
  /// iPad 10.2" in an orientation, with the app's share of a Split View.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPad10_2.padConfig(orientation)
  }

  /// iPad Pro 10.5": 834×1112 pt, landscape by default.
  public static let iPadPro10_5 = iPadPro10_5(.landscape)
  /// iPad Pro 10.5", whole screen, in an orientation.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(TabletOrientation(orientation))
  }
  /// iPad Pro 10.5" in an orientation, with the app's share of a Split View.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPadPro10_5.padConfig(orientation)
  }

  /// iPad Pro 11": 834×1194 pt, landscape by default.
  public static let iPadPro11 = iPadPro11(.landscape)
  /// iPad Pro 11", whole screen, in an orientation.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(TabletOrientation(orientation))
  }
  /// iPad Pro 11" in an orientation, with the app's share of a Split View.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPadPro11.padConfig(orientation)
  }

  /// iPad Pro 12.9": 1024×1366 pt, landscape by default.
  public static let iPadPro12_9 = iPadPro12_9(.landscape)
  /// iPad Pro 12.9", whole screen, in an orientation.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(TabletOrientation(orientation))
  }
  /// iPad Pro 12.9" in an orientation, with the app's share of a Split View.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    SnapshotScreen.iPadPro12_9.padConfig(orientation)
  }
}
