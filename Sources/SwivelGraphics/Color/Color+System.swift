/// UIKit's system and semantic colours, light-mode values (iOS 13+; Apple's published table,
/// as mirrored by Flutter's `CupertinoColors`; see docs/reference/uikit-controls.md). The dark
/// value is given in each summary: dark appearance resolves them when traits arrive.
extension Color {
  /// `#FF3B30` (dark `#FF453A`).
  public static let systemRed = Color(RGBA8(r: 255, g: 59, b: 48))
  /// `#FF9500` (dark `#FF9F0A`).
  public static let systemOrange = Color(RGBA8(r: 255, g: 149, b: 0))
  /// `#FFCC00` (dark `#FFD60A`).
  public static let systemYellow = Color(RGBA8(r: 255, g: 204, b: 0))
  /// `#34C759` (dark `#30D158`).
  public static let systemGreen = Color(RGBA8(r: 52, g: 199, b: 89))
  /// `#00C7BE` (dark `#63E6E2`).
  public static let systemMint = Color(RGBA8(r: 0, g: 199, b: 190))
  /// `#5AC8FA` (dark `#64D2FF`).
  public static let systemTeal = Color(RGBA8(r: 90, g: 200, b: 250))
  /// `#32ADE6` (dark `#64D2FF`).
  public static let systemCyan = Color(RGBA8(r: 50, g: 173, b: 230))
  /// `#007AFF` (dark `#0A84FF`).
  public static let systemBlue = Color(RGBA8(r: 0, g: 122, b: 255))
  /// `#5856D6` (dark `#5E5CE6`).
  public static let systemIndigo = Color(RGBA8(r: 88, g: 86, b: 214))
  /// `#AF52DE` (dark `#BF5AF2`).
  public static let systemPurple = Color(RGBA8(r: 175, g: 82, b: 222))
  /// `#FF2D55` (dark `#FF375F`).
  public static let systemPink = Color(RGBA8(r: 255, g: 45, b: 85))
  /// `#A2845E` (dark `#AC8E68`).
  public static let systemBrown = Color(RGBA8(r: 162, g: 132, b: 94))
  /// `#8E8E93` (dark `#8E8E93`).
  public static let systemGray = Color(RGBA8(r: 142, g: 142, b: 147))
  /// `#AEAEB2` (dark `#636366`).
  public static let systemGray2 = Color(RGBA8(r: 174, g: 174, b: 178))
  /// `#C7C7CC` (dark `#48484A`).
  public static let systemGray3 = Color(RGBA8(r: 199, g: 199, b: 204))
  /// `#D1D1D6` (dark `#3A3A3C`).
  public static let systemGray4 = Color(RGBA8(r: 209, g: 209, b: 214))
  /// `#E5E5EA` (dark `#2C2C2E`).
  public static let systemGray5 = Color(RGBA8(r: 229, g: 229, b: 234))
  /// `#F2F2F7` (dark `#1C1C1E`).
  public static let systemGray6 = Color(RGBA8(r: 242, g: 242, b: 247))
  /// Text: black in light mode. `#000000FF` (dark `#FFFFFFFF`).
  public static let label = Color(RGBA8(r: 0, g: 0, b: 0))
  /// Secondary text: `#3C3C43` at 60 %. `#3C3C4399` (dark `#EBEBF599`).
  public static let secondaryLabel = Color(RGBA8(r: 60, g: 60, b: 67, a: 153))
  /// Tertiary text: `#3C3C43` at 30 %. `#3C3C434C` (dark `#EBEBF54C`).
  public static let tertiaryLabel = Color(RGBA8(r: 60, g: 60, b: 67, a: 76))
  /// Quaternary text: `#3C3C43` at 18 %. `#3C3C432D` (dark `#EBEBF528`).
  public static let quaternaryLabel = Color(RGBA8(r: 60, g: 60, b: 67, a: 45))
  /// Placeholder text in text fields: `#3C3C43` at 30 %. `#3C3C434C` (dark `#EBEBF54C`).
  public static let placeholderText = Color(RGBA8(r: 60, g: 60, b: 67, a: 76))
  /// Links. `#007AFFFF` (dark `#0984FFFF`).
  public static let link = Color(RGBA8(r: 0, g: 122, b: 255))
  /// Thin separators that let content show through: `#3C3C43` at 29 %. `#3C3C4349` (dark `#54545899`).
  public static let separator = Color(RGBA8(r: 60, g: 60, b: 67, a: 73))
  /// Opaque separators. `#C6C6C8FF` (dark `#38383AFF`).
  public static let opaqueSeparator = Color(RGBA8(r: 198, g: 198, b: 200))
  /// Fill for thin and small shapes (a slider's track): `#787880` at 20 %. `#78788033` (dark `#7878805B`).
  public static let systemFill = Color(RGBA8(r: 120, g: 120, b: 128, a: 51))
  /// Fill for medium shapes (a switch's off track): `#787880` at 16 %. `#78788028` (dark `#78788051`).
  public static let secondarySystemFill = Color(RGBA8(r: 120, g: 120, b: 128, a: 40))
  /// Fill for large shapes (a segmented control, a stepper): `#767680` at 12 %. `#7676801E` (dark `#7676803D`).
  public static let tertiarySystemFill = Color(RGBA8(r: 118, g: 118, b: 128, a: 30))
  /// Fill for large areas with complex content: `#747480` at 8 %. `#74748014` (dark `#7676802D`).
  public static let quaternarySystemFill = Color(RGBA8(r: 116, g: 116, b: 128, a: 20))
  /// The background of a plain screen: white. `#FFFFFFFF` (dark `#000000FF`).
  public static let systemBackground = Color(RGBA8(r: 255, g: 255, b: 255))
  /// Content layered on the background. `#F2F2F7FF` (dark `#1C1C1EFF`).
  public static let secondarySystemBackground = Color(RGBA8(r: 242, g: 242, b: 247))
  /// Content layered on secondary content. `#FFFFFFFF` (dark `#2C2C2EFF`).
  public static let tertiarySystemBackground = Color(RGBA8(r: 255, g: 255, b: 255))
  /// The background of a grouped screen (Settings). `#F2F2F7FF` (dark `#000000FF`).
  public static let systemGroupedBackground = Color(RGBA8(r: 242, g: 242, b: 247))
  /// Grouped rows on the grouped background. `#FFFFFFFF` (dark `#1C1C1EFF`).
  public static let secondarySystemGroupedBackground = Color(RGBA8(r: 255, g: 255, b: 255))
  /// Content layered on grouped rows. `#F2F2F7FF` (dark `#2C2C2EFF`).
  public static let tertiarySystemGroupedBackground = Color(RGBA8(r: 242, g: 242, b: 247))
}
