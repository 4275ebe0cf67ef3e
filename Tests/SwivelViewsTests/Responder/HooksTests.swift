import Testing

@testable import SwivelViews
@testable import SwivelWidgets

/// Which hook protocols a class adopts, as the lower modules see them: a subclass of yours
/// keeps its superclass's hooks, and a plain view or controller has none.
@Suite struct HooksTests {
  private final class BadgeLabel: Label {}
  private final class Screen: ViewController {}

  @Test func aSubclassKeepsItsSuperclasssHooks() {
    #expect(BadgeLabel().adopts(.contentDrawing))
    #expect(BadgeLabel().adopts(.accessibilityDefining))
    #expect(!BadgeLabel().adopts(.safeAreaAdjusting))
  }

  @Test func plainViewsAndControllersHaveNone() {
    let view = View()
    for hook: Hooks in [
      .contentDrawing, .accessibilityDefining, .subviewObserving, .safeAreaAdjusting,
      .appearanceReceiver, .traitChangeAdjusting,
    ] {
      #expect(!view.adopts(hook))
    }
    #expect(!Screen().adopts(.containerController))
    #expect(!Screen().adopts(.controllerStack))
  }

  @Test func containersAdoptTheirs() {
    let navigation = NavigationController(rootViewController: Screen())
    #expect(navigation.adopts(.containerController))
    #expect(navigation.adopts(.controllerStack))
    #expect(TabBarController().adopts(.containerController))
    #expect(!TabBarController().adopts(.controllerStack))
    #expect(ScrollView().adopts(.safeAreaAdjusting))
    #expect(StackView().adopts(.subviewObserving))
  }
}
