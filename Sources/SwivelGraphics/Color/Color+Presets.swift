extension Color {
  /// Fully transparent.
  public static let clear = Color(RGBA8(r: 0, g: 0, b: 0, a: 0))
  /// `#000000`.
  public static let black = Color(RGBA8(r: 0, g: 0, b: 0))
  /// `#FFFFFF`.
  public static let white = Color(RGBA8(r: 255, g: 255, b: 255))
  /// `#FF0000`.
  public static let red = Color(RGBA8(r: 255, g: 0, b: 0))
  /// `#00FF00`.
  public static let green = Color(RGBA8(r: 0, g: 255, b: 0))
  /// `#0000FF`.
  public static let blue = Color(RGBA8(r: 0, g: 0, b: 255))
  /// `#FFFF00`.
  public static let yellow = Color(RGBA8(r: 255, g: 255, b: 0))
  /// `#00FFFF`.
  public static let cyan = Color(RGBA8(r: 0, g: 255, b: 255))
  /// `#FF00FF`.
  public static let magenta = Color(RGBA8(r: 255, g: 0, b: 255))
  /// `#FF8000` (UIKit's orange).
  public static let orange = Color(RGBA8(r: 255, g: 128, b: 0))
  /// `#800080`.
  public static let purple = Color(RGBA8(r: 128, g: 0, b: 128))
  /// `#996633` (UIKit's brown).
  public static let brown = Color(RGBA8(r: 153, g: 102, b: 51))
  /// 50 % white.
  public static let gray = Color(RGBA8(r: 128, g: 128, b: 128))
  /// 67 % white.
  public static let lightGray = Color(RGBA8(r: 170, g: 170, b: 170))
  /// 33 % white.
  public static let darkGray = Color(RGBA8(r: 85, g: 85, b: 85))
}
