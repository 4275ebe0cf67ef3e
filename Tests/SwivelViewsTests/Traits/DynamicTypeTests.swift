import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct DynamicTypeTests {
  // Apple's Dynamic Type table (iOS 13+, docs/reference/traits.md): point sizes per category.
  @Test(arguments: [
    (Font.TextStyle.body, ContentSizeCategory.extraSmall, 14.0), (.body, .large, 17),
    (.body, .extraExtraExtraLarge, 23),
    (.body, .accessibilityMedium, 28), (.body, .accessibilityLarge, 33),
    (.body, .accessibilityExtraExtraExtraLarge, 53),
    (.largeTitle, .extraSmall, 31), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
    (.title1, .accessibilityLarge, 43), (.title2, .extraLarge, 24), (.title3, .small, 18),
    (.headline, .accessibilityExtraLarge, 40), (.callout, .medium, 15),
    (.subheadline, .extraExtraLarge, 19),
    (.footnote, .extraSmall, 12), (.footnote, .accessibilityExtraExtraLarge, 38),
    (.caption1, .accessibilityMedium, 22), (.caption2, .large, 11),
    (.caption2, .accessibilityExtraExtraExtraLarge, 41),
  ])
  func sizesFollowApplesTable(style: Font.TextStyle, category: ContentSizeCategory, size: Double) {
    let font = Font.preferredFont(
      forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
    #expect(font.pointSize == CGFloat(size))
    #expect(font.weight == (style == .headline ? .semibold : .regular))
    #expect(font.textStyle == style)
  }

  @Test func anUnspecifiedCategoryIsLarge() {
    for style in Font.TextStyle.allCases {
      #expect(
        Font.preferredFont(forTextStyle: style, compatibleWith: nil)
          == Font.preferredFont(forTextStyle: style))
      #expect(style.pointSize(for: .unspecified) == style.pointSize)
    }
  }

  final class TextScreen: ViewController {
    let adjusting = Label()
    let fixedStyle = Label()
    let fixedSize = Label()
    override func viewDidLoad() {
      adjusting.font = .preferredFont(forTextStyle: .body)
      adjusting.adjustsFontForContentSizeCategory = true
      fixedStyle.font = .preferredFont(forTextStyle: .body)
      fixedSize.font = .systemFont(ofSize: 17)
      fixedSize.adjustsFontForContentSizeCategory = true
      for label in [adjusting, fixedStyle, fixedSize] { view.addSubview(label) }
    }
  }

  @Test func adjustingLabelsRescaleAtLaunchAndOnEveryCategoryChange() throws {
    let screen = TextScreen()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: screen,
      traits: TraitCollection(preferredContentSizeCategory: .accessibilityLarge))
    #expect(screen.adjusting.font.pointSize == 33)
    #expect(screen.fixedStyle.font.pointSize == 17)  // adjustsFontForContentSizeCategory is off
    #expect(screen.fixedSize.font.pointSize == 17)  // not a text-style font
    host.traitOverrides = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(screen.adjusting.font.pointSize == 14)
    host.traitOverrides = TraitCollection()
    #expect(screen.adjusting.font.pointSize == 17)
    #expect(screen.adjusting.font.textStyle == .body)
  }

  final class ButtonScreen: ViewController {
    let button = Button(type: .system)
    override func viewDidLoad() {
      button.setTitle("Go", for: .normal)
      button.titleLabel?.font = .preferredFont(forTextStyle: .callout)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      view.addSubview(button)
    }
    override func updateInterface() { button.frame = CGRect(x: 0, y: 100, width: 300, height: 100) }
  }

  @Test func aButtonsTitleLabelRescalesAndIsRecentred() throws {
    let screen = ButtonScreen()
    let host = try DeviceHost(device: .iphone6, rootViewController: screen)
    let before = try #require(screen.button.titleLabel?.frame)
    #expect(screen.button.titleLabel?.font.pointSize == 16)
    host.traitOverrides = TraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(screen.button.titleLabel?.font.pointSize == 51)  // Callout at AX5
    let after = try #require(screen.button.titleLabel?.frame)
    #expect(after.height > before.height)
    #expect(abs(after.midY - 50) < 0.5 && abs(after.midX - 150) < 0.5)
  }

  @Test func aTextFieldsFontRescalesToo() throws {
    final class FieldScreen: ViewController {
      let field = TextField()
      override func viewDidLoad() {
        field.text = "Name"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        view.addSubview(field)
      }
    }
    let screen = FieldScreen()
    let host = try DeviceHost(device: .iphone6, rootViewController: screen)
    #expect(screen.field.font.pointSize == 17)
    host.traitOverrides = TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    #expect(screen.field.font.pointSize == 21)  // Body at xxLarge
  }
}
