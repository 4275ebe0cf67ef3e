import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct TraitAxesTests {
  @Test func newAxesAreWildcardsWhenUnspecified() {
    let dark = TraitCollection(
      traitsFrom: [
        Device.iphone6.traitCollection(for: .portrait), TraitCollection(userInterfaceStyle: .dark),
      ])
    #expect(dark.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
    #expect(!dark.containsTraits(in: TraitCollection(userInterfaceStyle: .light)))
    #expect(dark.containsTraits(in: TraitCollection(.compact, .regular)))
    #expect(dark.containsTraits(in: TraitCollection()))
    #expect(!dark.containsTraits(in: TraitCollection(preferredContentSizeCategory: .large)))
    #expect(!dark.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
    let rtl = TraitCollection(
      preferredContentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft)
    #expect(rtl.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
    #expect(
      rtl.containsTraits(in: TraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
    #expect(
      !rtl.containsTraits(in: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)))
    #expect(rtl.specifiedCount == 2)
  }

  @Test func adaptiveValuesCanDependOnTheAppearance() {
    let background = Adaptive("white").overriding(
      "black", when: TraitCollection(userInterfaceStyle: .dark))
    #expect(background.value(for: TraitCollection(userInterfaceStyle: .dark)) == "black")
    #expect(background.value(for: TraitCollection(userInterfaceStyle: .light)) == "white")
  }

  @Test func contentSizeCategoriesAreOrderedAndFiveAreAccessibilitySizes() {
    // UIKit: seven standard sizes xSmall … xxxLarge and five accessibility sizes AX1 … AX5.
    #expect(ContentSizeCategory.known.count == 12)
    #expect(ContentSizeCategory.known.filter(\.isAccessibilityCategory).count == 5)
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(ContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
  }

  @Test func laterCollectionsWinWhenCombined() {
    let combined = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large),
      TraitCollection(userInterfaceStyle: .dark),
      TraitCollection(horizontalSizeClass: .compact),
    ])
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.preferredContentSizeCategory == .large)
    #expect(combined.horizontalSizeClass == .compact)
    #expect(combined.verticalSizeClass == .unspecified)
  }

  @Test func descriptionAndVariantNamesOnlyGrowForNonDefaultTraits() {
    let phone = Device.iphone6.traitCollection(for: .portrait)
    let defaults = TraitCollection(traitsFrom: [.systemDefaults, phone])
    #expect(defaults.description == "wC hR @2x phone")
    #expect(defaults.variantSuffix == "")
    let changed = TraitCollection(traitsFrom: [
      defaults,
      TraitCollection(
        userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge,
        layoutDirection: .rightToLeft),
    ])
    #expect(changed.description == "wC hR @2x phone dark accessibilityLarge rightToLeft")
    #expect(
      Device.iphone6.variantName(.portrait, traits: changed)
        == "iphone6.portrait.dark.accessibilityLarge.rtl")
    #expect(Device.iphone6.variantName(.portrait, traits: defaults) == "iphone6.portrait")
  }

  @Test func colourAppearanceDiffersOnlyBetweenLightAndDark() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    #expect(
      dark.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
    #expect(
      !TraitCollection(userInterfaceStyle: .light).hasDifferentColorAppearance(
        comparedTo: TraitCollection()))
    #expect(
      !dark.hasDifferentColorAppearance(
        comparedTo: TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft)))
  }
}
