import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ViewControllerTests {
  @Test func viewLoadsLazilyOnce() {
    final class Counting: ViewController {
      var loads = 0
      override func viewDidLoad() { loads += 1 }
    }
    let controller = Counting()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.loads == 1)
  }

  @Test func loadViewCanSupplyTheView() {
    final class Custom: ViewController {
      override func loadView() {
        let label = Label()
        label.identifier = "custom"
        view = label
      }
    }
    #expect(Custom().view.identifier == "custom")
  }

  @Test func rootViewFillsTheWindowAndReportsItsOrientation() {
    let controller = ViewController()
    let window = Window(
      rootViewController: controller, device: .iphone6, interfaceOrientation: .landscapeRight)
    window.layoutIfNeeded()
    #expect(window.bounds.size == CGSize(width: 667, height: 375))
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(controller.interfaceOrientation == .landscapeRight)
    #expect(ViewController().interfaceOrientation == .portrait)
  }

  @Test func settingViewReplacesTheOldOneInItsSuperview() {
    let controller = ViewController()
    let window = Window(rootViewController: controller, device: .iphone6)
    let replacement = View()
    replacement.identifier = "replacement"
    controller.view = replacement
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === replacement)
    window.layoutIfNeeded()
    #expect(replacement.frame == window.bounds)
  }

  @Test func replacingTheRootControllerRemovesTheOldView() {
    let first = ViewController(), second = ViewController()
    let window = Window(rootViewController: first, device: .iphone6)
    window.rootViewController = second
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === second.view)
  }
}
