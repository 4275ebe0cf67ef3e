import SwivelSnapshotTesting
import Testing

/// swift-snapshot-testing 1.19.7's presets: every expected value below is typed from that
/// library's `ViewImageConfig` table.
@Suite struct ViewImageConfigTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let config: ViewImageConfig
    let size: CGSize
    let safeArea: EdgeInsets
    let horizontal: UserInterfaceSizeClass
    var testDescription: String { name }
  }

  static let phones: [Row] = [
    Row(
      name: "iPhoneSe", config: .iPhoneSe, size: CGSize(width: 320, height: 568),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .compact),
    Row(
      name: "iPhoneSe landscape", config: .iPhoneSe(.landscape),
      size: CGSize(width: 568, height: 320),
      safeArea: .zero, horizontal: .compact),
    Row(
      name: "iPhone8 landscape", config: .iPhone8(.landscape),
      size: CGSize(width: 667, height: 375),
      safeArea: .zero, horizontal: .compact),
    Row(
      name: "iPhone8Plus landscape", config: .iPhone8Plus(.landscape),
      size: CGSize(width: 736, height: 414),
      safeArea: .zero, horizontal: .regular),
    Row(
      name: "iPhoneX", config: .iPhoneX, size: CGSize(width: 375, height: 812),
      safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), horizontal: .compact),
    Row(
      name: "iPhoneX landscape", config: .iPhoneX(.landscape),
      size: CGSize(width: 812, height: 375),
      safeArea: EdgeInsets(top: 0, left: 44, bottom: 24, right: 44), horizontal: .compact),
    Row(
      name: "iPhoneXr landscape", config: .iPhoneXr(.landscape),
      size: CGSize(width: 896, height: 414),
      safeArea: EdgeInsets(top: 0, left: 44, bottom: 24, right: 44), horizontal: .regular),
    Row(
      name: "iPhoneXsMax", config: .iPhoneXsMax, size: CGSize(width: 414, height: 896),
      safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), horizontal: .compact),
    Row(
      name: "iPhone12 landscape", config: .iPhone12(.landscape),
      size: CGSize(width: 844, height: 390),
      safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), horizontal: .compact),
    Row(
      name: "iPhone12Pro", config: .iPhone12Pro, size: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact),
    Row(
      name: "iPhone12ProMax landscape", config: .iPhone12ProMax(.landscape),
      size: CGSize(width: 926, height: 428),
      safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), horizontal: .regular),
    Row(
      name: "iPhone13", config: .iPhone13, size: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact),
    Row(
      name: "iPhone13Mini landscape", config: .iPhone13Mini(.landscape),
      size: CGSize(width: 812, height: 375),
      safeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), horizontal: .compact),
    Row(
      name: "iPhone13Pro", config: .iPhone13Pro, size: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact),
    Row(
      name: "iPhone13ProMax", config: .iPhone13ProMax, size: CGSize(width: 428, height: 926),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact),
  ]

  @Test(arguments: phones)
  func phonePresetsHaveTheLibrarysSizesSafeAreasAndTraits(_ row: Row) {
    #expect(row.config.size == row.size)
    #expect(row.config.safeArea == row.safeArea)
    #expect(row.config.traits.horizontalSizeClass == row.horizontal)
    #expect(
      row.config.traits.verticalSizeClass
        == (row.size.width < row.size.height ? .regular : .compact))
    #expect(row.config.traits.userInterfaceIdiom == .phone)
    #expect(row.config.traits.preferredContentSizeCategory == .medium)
    #expect(row.config.traits.layoutDirection == .leftToRight)
    #expect(row.config.traits.displayScale == 0)
  }

  static let pads: [Row] = [
    Row(
      name: "iPadMini", config: .iPadMini, size: CGSize(width: 1024, height: 768),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .regular),
    Row(
      name: "iPadMini portrait", config: .iPadMini(.portrait),
      size: CGSize(width: 768, height: 1024),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .regular),
    Row(
      name: "iPadMini 1/3 landscape", config: .iPadMini(.landscape(splitView: .oneThird)),
      size: CGSize(width: 320, height: 768),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .compact),
    Row(
      name: "iPad9_7 1/2 landscape", config: .iPad9_7(.landscape(splitView: .oneHalf)),
      size: CGSize(width: 507, height: 768),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .compact),
    Row(
      name: "iPad10_2 2/3 landscape", config: .iPad10_2(.landscape(splitView: .twoThirds)),
      size: CGSize(width: 750, height: 810),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .regular),
    Row(
      name: "iPad10_2 2/3 portrait", config: .iPad10_2(.portrait(splitView: .twoThirds)),
      size: CGSize(width: 480, height: 1080),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .compact),
    Row(
      name: "iPadPro10_5 1/3 portrait", config: .iPadPro10_5(.portrait(splitView: .oneThird)),
      size: CGSize(width: 320, height: 1112),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .compact),
    Row(
      name: "iPadPro11", config: .iPadPro11, size: CGSize(width: 1194, height: 834),
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular),
    Row(
      name: "iPadPro11 1/3 landscape", config: .iPadPro11(.landscape(splitView: .oneThird)),
      size: CGSize(width: 375, height: 834),
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      horizontal: .compact),
    Row(
      name: "iPadPro12_9 1/2 landscape", config: .iPadPro12_9(.landscape(splitView: .oneHalf)),
      size: CGSize(width: 678, height: 1024),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .regular),
    Row(
      name: "iPadPro12_9 2/3 portrait", config: .iPadPro12_9(.portrait(splitView: .twoThirds)),
      size: CGSize(width: 639, height: 1366),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontal: .compact),
  ]

  @Test(arguments: pads)
  func padPresetsHaveTheLibrarysSizesSafeAreasAndTraits(_ row: Row) {
    #expect(row.config.size == row.size)
    #expect(row.config.safeArea == row.safeArea)
    #expect(row.config.traits.horizontalSizeClass == row.horizontal)
    #expect(row.config.traits.verticalSizeClass == .regular)
    #expect(row.config.traits.userInterfaceIdiom == .pad)
  }

  @Test func traitPresetsMatchTheConfigurationsTraits() {
    #expect(TraitCollection.iPhoneSe(.portrait) == ViewImageConfig.iPhoneSe.traits)
    #expect(TraitCollection.iPhoneXsMax(.landscape).horizontalSizeClass == .regular)
    #expect(TraitCollection.iPhoneX(.landscape).horizontalSizeClass == .compact)
    #expect(TraitCollection.iPadMini_Compact_SplitView.horizontalSizeClass == .compact)
    #expect(
      TraitCollection.iPadPro12_9
        == TraitCollection(
          horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad))
  }

  @Test func theHostScaleIsTheReferenceImagesThree() {
    // 1.19.7's reference testTraits.iphone-se.png is 960×1704 px for 320×568 pt.
    #expect(ViewImageConfig.hostScreenScale == 3)
  }
}
