/// A simulated device: screen size, scale, status bar and safe area, as data.
///
/// Only portrait values are stored; landscape sizes, safe areas and size classes are derived
/// by rule (see ``screenSize(for:)``, ``safeAreaInsets(for:)``, ``traitCollection(for:)``).
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// Short identifier used by the CLI and in golden names (`iphone6`).
  public let id: String
  /// Marketing name (`iPhone 6`).
  public let name: String
  /// Phone or pad.
  public let idiom: UserInterfaceIdiom
  /// Screen size in points, portrait.
  public let portraitSize: CGSize
  /// Pixels per point of a pixel-exact render (3 for the downsampled Plus and mini phones).
  public let scale: CGFloat
  /// Height of the status bar in points.
  public let statusBarHeight: CGFloat
  /// The portrait safe-area insets of a full-screen root view (top and bottom only).
  public let portraitSafeArea: EdgeInsets
  /// The radius of the display's rounded corners in points (`UIScreen`'s private
  /// `_displayCornerRadius`; drawn as a continuous curve), 0 for square screens.
  public let displayCornerRadius: CGFloat
  /// The notch or Dynamic Island at the top of the portrait screen, nil for none.
  public let sensorHousing: SensorHousing?

  /// Creates a device description.
  public init(
    id: String, name: String, idiom: UserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
    statusBarHeight: CGFloat, portraitSafeArea: EdgeInsets, displayCornerRadius: CGFloat = 0,
    sensorHousing: SensorHousing? = nil
  ) {
    self.id = id
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.statusBarHeight = statusBarHeight
    self.portraitSafeArea = portraitSafeArea
    self.displayCornerRadius = displayCornerRadius.isFinite ? max(0, displayCornerRadius) : 0
    self.sensorHousing = sensorHousing
  }

  /// True for phones with a home indicator instead of a home button (a bottom safe inset).
  public var hasHomeIndicator: Bool { portraitSafeArea.bottom > 0 }

  /// The orientations an app on this device supports unless it says otherwise.
  public var defaultOrientationMask: InterfaceOrientationMask { idiom.defaultOrientationMask }

  /// The interface orientations the hardware can show: everything, except upside down on
  /// Face ID iPhones (those with a home indicator), which never turn their interface upside
  /// down whatever the app and controller allow.
  public var interfaceOrientations: InterfaceOrientationMask {
    idiom == .phone && hasHomeIndicator ? .allButUpsideDown : .all
  }

  /// The screen size in points for an interface orientation (landscape swaps the sides).
  public func screenSize(for orientation: InterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets of a full-screen root view (iOS 11+ rules). In landscape a phone
  /// with a home indicator keeps the sensor housing's inset on both sides and 21 pt at the
  /// bottom; other phones hide the status bar and have none; iPads keep their portrait insets.
  public func safeAreaInsets(for orientation: InterfaceOrientation) -> EdgeInsets {
    guard orientation.isLandscape else { return portraitSafeArea }
    switch (idiom, hasHomeIndicator) {
    case (.pad, _), (.unspecified, _): return portraitSafeArea
    case (.phone, true):
      return EdgeInsets(top: 0, left: portraitSafeArea.top, bottom: 21, right: portraitSafeArea.top)
    case (.phone, false): return .zero
    }
  }

  /// The traits of a full-screen app: iPhones are wC hR in portrait and hC in landscape, where
  /// the large phones (portrait width ≥ 414 pt) are wR; iPads are wR hR both ways.
  public func traitCollection(for orientation: InterfaceOrientation) -> TraitCollection {
    let (horizontal, vertical): (UserInterfaceSizeClass, UserInterfaceSizeClass)
    switch idiom {
    case .pad, .unspecified: (horizontal, vertical) = (.regular, .regular)
    case .phone:
      if orientation.isLandscape {
        (horizontal, vertical) = (portraitSize.width >= 414 ? .regular : .compact, .compact)
      } else {
        (horizontal, vertical) = (.compact, .regular)
      }
    }
    return TraitCollection(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale,
      userInterfaceIdiom: idiom)
  }

  /// The identifier.
  public var description: String { id }
}

extension Device {
  private static func phone(
    _ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    bar: CGFloat, top: CGFloat? = nil, bottom: CGFloat = 0, corners: CGFloat = 0,
    housing: SensorHousing? = nil
  ) -> Device {
    Device(
      id: id, name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height),
      scale: scale, statusBarHeight: bar,
      portraitSafeArea: EdgeInsets(top: top ?? bar, left: 0, bottom: bottom, right: 0),
      displayCornerRadius: corners, sensorHousing: housing)
  }

  private static func pad(
    _ id: String, _ name: String, _ width: CGFloat, _ height: CGFloat, bar: CGFloat,
    bottom: CGFloat,
    corners: CGFloat = 0
  ) -> Device {
    Device(
      id: id, name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height), scale: 2,
      statusBarHeight: bar,
      portraitSafeArea: EdgeInsets(top: bar, left: 0, bottom: bottom, right: 0),
      displayCornerRadius: corners)
  }

  // Display corner radii: the values `_displayCornerRadius` reports (kylebshr/ScreenCorners,
  // iOS 14.1; 55 pt for the Dynamic Island phones from the community tables). Housings:
  // docs/reference/bars-and-transitions.md.

  /// iPhone 4s: 320×480 pt at 2×.
  public static let iphone4s = phone("iphone4s", "iPhone 4s", 320, 480, scale: 2, bar: 20)
  /// iPhone 5s / SE (1st): 320×568 pt at 2×.
  public static let iphone5s = phone("iphone5s", "iPhone 5s", 320, 568, scale: 2, bar: 20)
  /// iPhone 6 / 7 / 8 / SE (2nd, 3rd): 375×667 pt at 2×.
  public static let iphone6 = phone("iphone6", "iPhone 6", 375, 667, scale: 2, bar: 20)
  /// iPhone 6 Plus / 7 Plus / 8 Plus: 414×736 pt, rendered at 3× (the device downsamples).
  public static let iphone6plus = phone("iphone6plus", "iPhone 6 Plus", 414, 736, scale: 3, bar: 20)
  /// iPhone X / XS / 11 Pro: 375×812 pt at 3×; 39-pt corners, a 209 × 30 notch.
  public static let iphonex = phone(
    "iphonex", "iPhone X", 375, 812, scale: 3, bar: 44, bottom: 34, corners: 39,
    housing: .notch(width: 209, height: 30, screenWidth: 375))
  /// iPhone XR / 11: 414×896 pt at 2×; 41.5-pt corners, a 223 × 32 notch.
  public static let iphone11 = phone(
    "iphone11", "iPhone 11", 414, 896, scale: 2, bar: 48, bottom: 34, corners: 41.5,
    housing: .notch(width: 223, height: 32, screenWidth: 414))
  /// iPhone 12 / 12 Pro / 13 / 13 Pro / 14: 390×844 pt at 3×; 47.33-pt corners, a 210 × 32 notch.
  public static let iphone12 = phone(
    "iphone12", "iPhone 12", 390, 844, scale: 3, bar: 47, bottom: 34, corners: 47.33,
    housing: .notch(width: 210, height: 32, screenWidth: 390))
  /// iPhone 14 Pro / 15 / 15 Pro: 393×852 pt at 3×; 54-pt status bar, 59-pt top inset, 55-pt
  /// corners, a 126 × 37.33 Dynamic Island 11.33 pt below the top.
  public static let iphone14pro = phone(
    "iphone14pro", "iPhone 14 Pro", 393, 852, scale: 3, bar: 54, top: 59, bottom: 34, corners: 55,
    housing: .dynamicIsland(width: 126, height: 37.33, top: 11.33, screenWidth: 393))
  /// iPhone 14 Pro Max / 15 Plus / 15 Pro Max: 430×932 pt at 3×; 55-pt corners, the same
  /// Dynamic Island.
  public static let iphone15promax = phone(
    "iphone15promax", "iPhone 15 Pro Max", 430, 932, scale: 3, bar: 54, top: 59, bottom: 34,
    corners: 55,
    housing: .dynamicIsland(width: 126, height: 37.33, top: 11.33, screenWidth: 430))
  /// iPad (Air 1–2, 3rd–6th generation, mini 2–5): 768×1024 pt at 2×.
  public static let ipad = pad("ipad", "iPad", 768, 1024, bar: 20, bottom: 0)
  /// iPad Pro 11": 834×1194 pt at 2×; 18-pt corners.
  public static let ipadpro11 = pad(
    "ipadpro11", "iPad Pro 11\"", 834, 1194, bar: 24, bottom: 20, corners: 18)
  /// iPad Pro 12.9" (3rd generation and later): 1024×1366 pt at 2×; 18-pt corners.
  public static let ipadpro129 = pad(
    "ipadpro129", "iPad Pro 12.9\"", 1024, 1366, bar: 24, bottom: 20, corners: 18)

  /// Every device Swivel knows, phones then pads, smallest first.
  public static let catalog: [Device] = [
    .iphone4s, .iphone5s, .iphone6, .iphone6plus, .iphonex, .iphone11, .iphone12, .iphone14pro,
    .iphone15promax, .ipad, .ipadpro11, .ipadpro129,
  ]

  /// The catalog device with an identifier, or nil.
  public static func named(_ id: String) -> Device? {
    catalog.first { $0.id == id }
  }
}
