import SwivelGeometry
import SwivelSupport
import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Deep navigation stacks: pushes and pops cost the same however deep the stack is, counted
/// in controllers and bar items read (no clock), and the bar still shows the stack.
@Suite struct NavigationControllerGrowthTests {
  private func page(_ index: Int) -> ViewController {
    let controller = ViewController()
    controller.title = "Level \(index)"
    return controller
  }

  @Test func tenThousandPushesThenFiveThousandPopsReadAFewControllersEach() {
    let navigation = NavigationController(rootViewController: page(0))
    let window = Window(rootViewController: navigation, device: .iphone6)
    window.layoutIfNeeded()
    let counter = WorkCounter()
    WorkCounter.$current.withValue(counter) {
      for index in 1...10_000 { navigation.pushViewController(page(index), animated: false) }
      for _ in 0..<5_000 { navigation.popViewController(animated: false) }
    }
    window.layoutIfNeeded()
    // Each push or pop reads the bar's top and back items and the controller it adds or
    // removes: a handful of elements, not the stack.
    #expect(counter.count <= 10 * 15_000, "\(counter.count) controllers and items read")
    #expect(navigation.viewControllers.count == 5_001)
    #expect(navigation.children.count == 5_001)
    #expect(
      navigation.navigationBar.items.map(ObjectIdentifier.init)
        == navigation.viewControllers.map { ObjectIdentifier($0.navigationItem) })
    #expect(navigation.navigationBar.titleLabel.text == "Level 5000")
    #expect(navigation.navigationBar.backButton.title == "Level 4999")
    #expect(navigation.topViewController?.view.superview === navigation.view)
  }

  @Test func popToRootReturnsTheDeepStackBottomFirst() {
    let navigation = NavigationController(rootViewController: page(0))
    let pages = (1...3_000).map(page)
    for page in pages { navigation.pushViewController(page, animated: false) }
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped.map(ObjectIdentifier.init) == pages.map(ObjectIdentifier.init))
    #expect(navigation.viewControllers.count == 1 && navigation.navigationBar.items.count == 1)
    #expect(navigation.children.count == 1)
  }

  @Test func aPoppedControllerCanBePushedAgain() {
    let navigation = NavigationController(rootViewController: page(0))
    let first = page(1)
    navigation.pushViewController(first, animated: false)
    navigation.popViewController(animated: false)
    #expect(first.parent == nil)
    navigation.pushViewController(first, animated: false)
    #expect(navigation.viewControllers.last === first && navigation.navigationBar.items.count == 2)
  }
}
