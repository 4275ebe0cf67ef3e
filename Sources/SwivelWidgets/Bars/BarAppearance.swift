/// How a bar draws its background and its shadow (`UIBarAppearance`): the base of
/// ``NavigationBarAppearance``, ``TabBarAppearance`` and ``ToolbarAppearance``.
///
/// A new appearance has the default background, as UIKit's: the system material with a
/// hairline shadow (``configureWithDefaultBackground()``).
///
/// The material stands in for UIKit's system chrome blur. Swivel draws no blur, so it is the
/// flat colour that material shows over a plain background, `#F8F8F8` (and `#1C1C1E` in the
/// dark appearance): deterministic, the same on every machine, and content under the bar is
/// hidden rather than blurred.
open class BarAppearance {
  /// The background kinds of UIKit's three `configureWith…Background()` methods.
  public enum Background: Sendable, Hashable {
    /// The system material (`configureWithDefaultBackground()`).
    case material
    /// An opaque colour (`configureWithOpaqueBackground()`).
    case opaque
    /// Nothing (`configureWithTransparentBackground()`).
    case transparent
  }

  /// The flat colour drawn for the system material (see the type's discussion).
  public static let materialColor = Color(
    light: Color(RGBA8(r: 248, g: 248, b: 248)), dark: Color(RGBA8(r: 28, g: 28, b: 30)))
  /// The opaque background of ``configureWithOpaqueBackground()``: `systemBackground`.
  public static let opaqueColor = Color.systemBackground
  /// The hairline of the default and opaque backgrounds: black at 30 %, white at 15 % in the
  /// dark appearance.
  public static let defaultShadowColor = Color(
    light: Color(RGBA8(r: 0, g: 0, b: 0, a: 77)), dark: Color(RGBA8(r: 255, g: 255, b: 255, a: 38)))

  /// The kind of background the last `configureWith…Background()` chose.
  public private(set) var background: Background
  /// A colour drawn over the background (`backgroundColor`); nil draws none. The opaque
  /// configuration sets it to `systemBackground`.
  public var backgroundColor: Color?
  /// The hairline along the bar's content edge (`shadowColor`); nil or clear draws none.
  public var shadowColor: Color?

  /// An appearance with the default background.
  public required init() {
    background = .material
    shadowColor = Self.defaultShadowColor
  }

  /// A copy of `appearance` (`init(barAppearance:)`): its background and colours, and for a
  /// navigation bar's appearance its title attributes.
  public required init(barAppearance appearance: BarAppearance) {
    background = appearance.background
    backgroundColor = appearance.backgroundColor
    shadowColor = appearance.shadowColor
    copyDetails(from: appearance)
  }

  /// Copies what a subclass adds; called by ``init(barAppearance:)``.
  func copyDetails(from appearance: BarAppearance) {}

  /// A copy of the appearance (`copy()`).
  public func copy() -> Self {
    Self(barAppearance: self)
  }

  /// The system material with a hairline (`configureWithDefaultBackground()`): the look of
  /// a bar once content scrolls under it.
  public func configureWithDefaultBackground() {
    background = .material
    backgroundColor = nil
    shadowColor = Self.defaultShadowColor
  }

  /// An opaque `systemBackground` with a hairline (`configureWithOpaqueBackground()`).
  public func configureWithOpaqueBackground() {
    background = .opaque
    backgroundColor = Self.opaqueColor
    shadowColor = Self.defaultShadowColor
  }

  /// No background and no hairline (`configureWithTransparentBackground()`): a bar at the
  /// scroll edge, where content does not reach under it.
  public func configureWithTransparentBackground() {
    background = .transparent
    backgroundColor = nil
    shadowColor = nil
  }

  /// The fills drawn for the background, bottom first: the material's colour, then
  /// ``backgroundColor``.
  var backgroundFills: [Color] {
    var fills: [Color] = []
    if background == .material { fills.append(Self.materialColor) }
    if let backgroundColor { fills.append(backgroundColor) }
    return fills
  }
}

/// A navigation bar's appearance (`UINavigationBarAppearance`): the background, the shadow
/// and the titles' attributes.
public final class NavigationBarAppearance: BarAppearance {
  /// The inline title's attributes (`titleTextAttributes`): a font and colour set here win
  /// over the bar's 17-pt semibold `label`.
  public var titleTextAttributes = TextAttributes()
  /// The large title's attributes (`largeTitleTextAttributes`).
  public var largeTitleTextAttributes = TextAttributes()

  override func copyDetails(from appearance: BarAppearance) {
    guard let appearance = appearance as? NavigationBarAppearance else { return }
    titleTextAttributes = appearance.titleTextAttributes
    largeTitleTextAttributes = appearance.largeTitleTextAttributes
  }
}

/// A tab bar's appearance (`UITabBarAppearance`): the background and the shadow.
public final class TabBarAppearance: BarAppearance {}

/// A toolbar's appearance (`UIToolbarAppearance`): the background and the shadow.
public final class ToolbarAppearance: BarAppearance {}
