import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A scroll view under a navigation or tab bar gets UIKit's automatic content inset, and its
/// offset starts at the top of the adjusted range, so the first rows are not under the bar.
@Suite struct ScrollViewContentInsetAdjustmentTests {
  /// A controller whose root view holds a full-size scroll view with `contentHeight` of content.
  final class ListScreen: UIKitViewController, ScrollViewDelegate {
    let scroll = ScrollView()
    let contentHeight: CGFloat
    var scrolls = 0

    init(contentHeight: CGFloat, behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic) {
      self.contentHeight = contentHeight
      super.init(nibName: nil, bundle: nil)
      scroll.contentInsetAdjustmentBehavior = behavior
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      scroll.delegate = self
      view.addSubview(scroll)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scroll.frame = view.bounds
      scroll.contentSize = CGSize(width: view.bounds.width, height: contentHeight)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
  }

  @Test func underANavigationBarTheContentStartsBelowIt() throws {
    let screen = ListScreen(contentHeight: 2000)
    let host = try DeviceHost(
      device: .iphone6, rootViewController: NavigationController(rootViewController: screen))
    host.window.layoutIfNeeded()
    // iPhone 6 portrait: the 20-pt status bar and the 44-pt navigation bar.
    #expect(screen.scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(screen.scroll.contentOffset == CGPoint(x: 0, y: -64))
    #expect(screen.scrolls >= 1)
    // Landscape hides the status bar and the bar is 32 pt: the offset follows the new top.
    try host.rotate(toInterface: .landscapeLeft)
    #expect(screen.scroll.adjustedContentInset.top == 32)
    #expect(screen.scroll.contentOffset.y == -32)
  }

  @Test func automaticAdjustsEvenShortContentUnderABarAndScrollableAxesDoesNot() throws {
    let automatic = ListScreen(contentHeight: 100)
    let scrollable = ListScreen(contentHeight: 100, behavior: .scrollableAxes)
    let never = ListScreen(contentHeight: 2000, behavior: .never)
    for screen in [automatic, scrollable, never] {
      let host = try DeviceHost(
        device: .iphone6, rootViewController: NavigationController(rootViewController: screen))
      host.window.layoutIfNeeded()
      switch screen.scroll.contentInsetAdjustmentBehavior {
      case .automatic:
        #expect(screen.scroll.contentOffset.y == -64)
      case .scrollableAxes:
        #expect(screen.scroll.adjustedContentInset.top == 0 && screen.scroll.contentOffset.y == 0)
      default:
        #expect(screen.scroll.adjustedContentInset == .zero && screen.scroll.contentOffset.y == 0)
      }
    }
    // alwaysBounceVertical makes the vertical axis scrollable.
    let bouncing = ListScreen(contentHeight: 100, behavior: .scrollableAxes)
    bouncing.scroll.alwaysBounceVertical = true
    let host = try DeviceHost(
      device: .iphone6, rootViewController: NavigationController(rootViewController: bouncing))
    host.window.layoutIfNeeded()
    #expect(bouncing.scroll.contentOffset.y == -64)
  }

  @Test func aScrolledOffsetStaysWhereItIs() throws {
    let screen = ListScreen(contentHeight: 2000)
    let host = try DeviceHost(
      device: .iphone6, rootViewController: NavigationController(rootViewController: screen))
    host.window.layoutIfNeeded()
    screen.scroll.contentOffset = CGPoint(x: 0, y: 300)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(screen.scroll.contentOffset.y == 300)
    // Setting contentInset leaves the offset alone, as in UIKit.
    screen.scroll.contentOffset = CGPoint(x: 0, y: -32)
    screen.scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    host.window.layoutIfNeeded()
    #expect(screen.scroll.adjustedContentInset.top == 42 && screen.scroll.contentOffset.y == -32)
  }

  @Test func aTabBarAddsItsHeightAtTheBottom() throws {
    let screen = ListScreen(contentHeight: 2000)
    let tabs = TabBarController()
    tabs.setViewControllers([screen], animated: false)
    let host = try DeviceHost(device: .iphonex, rootViewController: tabs)
    host.window.layoutIfNeeded()
    // iPhone X portrait: 44 pt at the top; the 49-pt tab bar over the 34-pt home indicator.
    #expect(
      screen.scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
    #expect(screen.scroll.contentOffset.y == -44)
  }

  @Test func withoutABarNothingChanges() throws {
    let screen = ListScreen(contentHeight: 100)
    let host = try DeviceHost(device: .iphone6, rootViewController: screen)
    host.window.layoutIfNeeded()
    // Short content, no bar: .automatic behaves as .scrollableAxes.
    #expect(screen.scroll.adjustedContentInset == .zero && screen.scroll.contentOffset == .zero)
  }
}
