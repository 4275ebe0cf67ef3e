import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct TraitCollectionTests {
  @Test func unspecifiedValuesAreWildcards() {
    let phoneLandscape = Device.iphone6.traitCollection(for: .landscapeLeft)
    #expect(phoneLandscape.containsTraits(in: TraitCollection(.any, .compact)))
    #expect(phoneLandscape.containsTraits(in: TraitCollection()))
    #expect(!phoneLandscape.containsTraits(in: TraitCollection(.regular, .regular)))
    #expect(phoneLandscape.containsTraits(in: TraitCollection(userInterfaceIdiom: .phone)))
    #expect(!phoneLandscape.containsTraits(in: TraitCollection(displayScale: 3)))
  }

  @Test func adaptiveValuesPickTheMostSpecificMatch() {
    let size = Adaptive<CGFloat>(15)
      .overriding(20, when: TraitCollection(.regular, .regular))
      .overriding(17, when: TraitCollection(.any, .compact))
      .overriding(18, when: TraitCollection(.regular, .compact))
    #expect(size.value(for: Device.ipad.traitCollection(for: .portrait)) == 20)
    #expect(size.value(for: Device.iphone6.traitCollection(for: .portrait)) == 15)
    #expect(size.value(for: Device.iphone6.traitCollection(for: .landscapeLeft)) == 17)
    #expect(size.value(for: Device.iphone6plus.traitCollection(for: .landscapeLeft)) == 18)
  }

  @Test func laterOverridesWinTies() {
    let value = Adaptive("base")
      .overriding("first", when: TraitCollection(.any, .compact))
      .overriding("second", when: TraitCollection(.any, .compact))
    #expect(value.value(for: TraitCollection(.compact, .compact)) == "second")
  }

  @Test func descriptionUsesInterfaceBuilderNotation() {
    #expect(Device.iphone6.traitCollection(for: .portrait).description == "wC hR @2x phone")
    #expect(TraitCollection(.any, .compact).description == "wAny hC")
  }
}
