/// UIKit's system and semantic colours (iOS 13+), dynamic: each has its light value and its
/// dark value (Apple's published tables, as mirrored by Flutter's `CupertinoColors`; see
/// docs/reference/uikit-controls.md and docs/reference/traits.md). ``Color/rgba`` reads the
/// light value; drawing picks the value for each view's appearance.
extension Color {
  /// `#FF3B30` (dark `#FF453A`).
  public static let systemRed = Color(
    light: Color(RGBA8(r: 255, g: 59, b: 48)), dark: Color(RGBA8(r: 255, g: 69, b: 58)))
  /// `#FF9500` (dark `#FF9F0A`).
  public static let systemOrange = Color(
    light: Color(RGBA8(r: 255, g: 149, b: 0)), dark: Color(RGBA8(r: 255, g: 159, b: 10)))
  /// `#FFCC00` (dark `#FFD60A`).
  public static let systemYellow = Color(
    light: Color(RGBA8(r: 255, g: 204, b: 0)), dark: Color(RGBA8(r: 255, g: 214, b: 10)))
  /// `#34C759` (dark `#30D158`).
  public static let systemGreen = Color(
    light: Color(RGBA8(r: 52, g: 199, b: 89)), dark: Color(RGBA8(r: 48, g: 209, b: 88)))
  /// `#00C7BE` (dark `#63E6E2`).
  public static let systemMint = Color(
    light: Color(RGBA8(r: 0, g: 199, b: 190)), dark: Color(RGBA8(r: 99, g: 230, b: 226)))
  /// `#5AC8FA` (dark `#64D2FF`).
  public static let systemTeal = Color(
    light: Color(RGBA8(r: 90, g: 200, b: 250)), dark: Color(RGBA8(r: 100, g: 210, b: 255)))
  /// `#32ADE6` (dark `#64D2FF`).
  public static let systemCyan = Color(
    light: Color(RGBA8(r: 50, g: 173, b: 230)), dark: Color(RGBA8(r: 100, g: 210, b: 255)))
  /// `#007AFF` (dark `#0A84FF`).
  public static let systemBlue = Color(
    light: Color(RGBA8(r: 0, g: 122, b: 255)), dark: Color(RGBA8(r: 10, g: 132, b: 255)))
  /// `#5856D6` (dark `#5E5CE6`).
  public static let systemIndigo = Color(
    light: Color(RGBA8(r: 88, g: 86, b: 214)), dark: Color(RGBA8(r: 94, g: 92, b: 230)))
  /// `#AF52DE` (dark `#BF5AF2`).
  public static let systemPurple = Color(
    light: Color(RGBA8(r: 175, g: 82, b: 222)), dark: Color(RGBA8(r: 191, g: 90, b: 242)))
  /// `#FF2D55` (dark `#FF375F`).
  public static let systemPink = Color(
    light: Color(RGBA8(r: 255, g: 45, b: 85)), dark: Color(RGBA8(r: 255, g: 55, b: 95)))
  /// `#A2845E` (dark `#AC8E68`).
  public static let systemBrown = Color(
    light: Color(RGBA8(r: 162, g: 132, b: 94)), dark: Color(RGBA8(r: 172, g: 142, b: 104)))
  /// `#8E8E93` (dark `#8E8E93`).
  public static let systemGray = Color(
    light: Color(RGBA8(r: 142, g: 142, b: 147)), dark: Color(RGBA8(r: 142, g: 142, b: 147)))
  /// `#AEAEB2` (dark `#636366`).
  public static let systemGray2 = Color(
    light: Color(RGBA8(r: 174, g: 174, b: 178)), dark: Color(RGBA8(r: 99, g: 99, b: 102)))
  /// `#C7C7CC` (dark `#48484A`).
  public static let systemGray3 = Color(
    light: Color(RGBA8(r: 199, g: 199, b: 204)), dark: Color(RGBA8(r: 72, g: 72, b: 74)))
  /// `#D1D1D6` (dark `#3A3A3C`).
  public static let systemGray4 = Color(
    light: Color(RGBA8(r: 209, g: 209, b: 214)), dark: Color(RGBA8(r: 58, g: 58, b: 60)))
  /// `#E5E5EA` (dark `#2C2C2E`).
  public static let systemGray5 = Color(
    light: Color(RGBA8(r: 229, g: 229, b: 234)), dark: Color(RGBA8(r: 44, g: 44, b: 46)))
  /// `#F2F2F7` (dark `#1C1C1E`).
  public static let systemGray6 = Color(
    light: Color(RGBA8(r: 242, g: 242, b: 247)), dark: Color(RGBA8(r: 28, g: 28, b: 30)))
  /// Text: black in light mode. `#000000FF` (dark `#FFFFFFFF`).
  public static let label = Color(
    light: Color(RGBA8(r: 0, g: 0, b: 0)), dark: Color(RGBA8(r: 255, g: 255, b: 255)))
  /// Secondary text: `#3C3C43` at 60 %. `#3C3C4399` (dark `#EBEBF599`).
  public static let secondaryLabel = Color(
    light: Color(RGBA8(r: 60, g: 60, b: 67, a: 153)),
    dark: Color(RGBA8(r: 235, g: 235, b: 245, a: 153)))
  /// Tertiary text: `#3C3C43` at 30 %. `#3C3C434C` (dark `#EBEBF54C`).
  public static let tertiaryLabel = Color(
    light: Color(RGBA8(r: 60, g: 60, b: 67, a: 76)),
    dark: Color(RGBA8(r: 235, g: 235, b: 245, a: 76)))
  /// Quaternary text: `#3C3C43` at 18 %. `#3C3C432D` (dark `#EBEBF528`).
  public static let quaternaryLabel = Color(
    light: Color(RGBA8(r: 60, g: 60, b: 67, a: 45)),
    dark: Color(RGBA8(r: 235, g: 235, b: 245, a: 40)))
  /// Placeholder text in text fields: `#3C3C43` at 30 %. `#3C3C434C` (dark `#EBEBF54C`).
  public static let placeholderText = Color(
    light: Color(RGBA8(r: 60, g: 60, b: 67, a: 76)),
    dark: Color(RGBA8(r: 235, g: 235, b: 245, a: 76)))
  /// Links. `#007AFFFF` (dark `#0984FFFF`).
  public static let link = Color(
    light: Color(RGBA8(r: 0, g: 122, b: 255)), dark: Color(RGBA8(r: 9, g: 132, b: 255)))
  /// Thin separators that let content show through: `#3C3C43` at 29 %. `#3C3C4349` (dark `#54545899`).
  public static let separator = Color(
    light: Color(RGBA8(r: 60, g: 60, b: 67, a: 73)), dark: Color(RGBA8(r: 84, g: 84, b: 88, a: 153))
  )
  /// Opaque separators. `#C6C6C8FF` (dark `#38383AFF`).
  public static let opaqueSeparator = Color(
    light: Color(RGBA8(r: 198, g: 198, b: 200)), dark: Color(RGBA8(r: 56, g: 56, b: 58)))
  /// Fill for thin and small shapes (a slider's track): `#787880` at 20 %. `#78788033` (dark `#7878805B`).
  public static let systemFill = Color(
    light: Color(RGBA8(r: 120, g: 120, b: 128, a: 51)),
    dark: Color(RGBA8(r: 120, g: 120, b: 128, a: 91)))
  /// Fill for medium shapes (a switch's off track): `#787880` at 16 %. `#78788028` (dark `#78788051`).
  public static let secondarySystemFill = Color(
    light: Color(RGBA8(r: 120, g: 120, b: 128, a: 40)),
    dark: Color(RGBA8(r: 120, g: 120, b: 128, a: 81)))
  /// Fill for large shapes (a segmented control, a stepper): `#767680` at 12 %. `#7676801E` (dark `#7676803D`).
  public static let tertiarySystemFill = Color(
    light: Color(RGBA8(r: 118, g: 118, b: 128, a: 30)),
    dark: Color(RGBA8(r: 118, g: 118, b: 128, a: 61)))
  /// Fill for large areas with complex content: `#747480` at 8 %. `#74748014` (dark `#7676802D`).
  public static let quaternarySystemFill = Color(
    light: Color(RGBA8(r: 116, g: 116, b: 128, a: 20)),
    dark: Color(RGBA8(r: 118, g: 118, b: 128, a: 45)))
  /// The background of a plain screen: white. `#FFFFFFFF` (dark `#000000FF`).
  public static let systemBackground = Color(
    light: Color(RGBA8(r: 255, g: 255, b: 255)), dark: Color(RGBA8(r: 0, g: 0, b: 0)))
  /// Content layered on the background. `#F2F2F7FF` (dark `#1C1C1EFF`).
  public static let secondarySystemBackground = Color(
    light: Color(RGBA8(r: 242, g: 242, b: 247)), dark: Color(RGBA8(r: 28, g: 28, b: 30)))
  /// Content layered on secondary content. `#FFFFFFFF` (dark `#2C2C2EFF`).
  public static let tertiarySystemBackground = Color(
    light: Color(RGBA8(r: 255, g: 255, b: 255)), dark: Color(RGBA8(r: 44, g: 44, b: 46)))
  /// The background of a grouped screen (Settings). `#F2F2F7FF` (dark `#000000FF`).
  public static let systemGroupedBackground = Color(
    light: Color(RGBA8(r: 242, g: 242, b: 247)), dark: Color(RGBA8(r: 0, g: 0, b: 0)))
  /// Grouped rows on the grouped background. `#FFFFFFFF` (dark `#1C1C1EFF`).
  public static let secondarySystemGroupedBackground = Color(
    light: Color(RGBA8(r: 255, g: 255, b: 255)), dark: Color(RGBA8(r: 28, g: 28, b: 30)))
  /// Content layered on grouped rows. `#F2F2F7FF` (dark `#2C2C2EFF`).
  public static let tertiarySystemGroupedBackground = Color(
    light: Color(RGBA8(r: 242, g: 242, b: 247)), dark: Color(RGBA8(r: 44, g: 44, b: 46)))
}
