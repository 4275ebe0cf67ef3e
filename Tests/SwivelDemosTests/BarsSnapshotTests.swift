import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// A page that fills its safe area with a tinted panel and rows, so the goldens show where
/// the bars put the child's safe area.
private final class SafeAreaPage: ViewController {
  let panel = View()
  let rows = (1...12).map { _ in Label() }

  init(_ title: String) {
    super.init()
    self.title = title
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    panel.backgroundColor = Color(RGBA8(r: 0, g: 122, b: 255, a: 30))
    view.addSubview(panel)
    for (index, row) in rows.enumerated() {
      row.text = "\(title ?? "Row") \(index + 1)"
      view.addSubview(row)
    }
  }

  override func viewSafeAreaInsetsDidChange() { setNeedsUpdateInterface() }

  override func updateInterface() {
    let safe = view.safeAreaFrame
    panel.frame = safe
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: safe.minX + 16, y: safe.minY + 8 + CGFloat(index) * 44, width: safe.width - 32,
        height: 44)
    }
  }
}

/// A navigation stack (standard bar with a back button and a right item, or a root with a
/// large title) and a tab bar, on a home-button and a notched iPhone in both orientations.
@Suite struct BarsSnapshotTests {
  static let cases: [(Device, InterfaceOrientation)] = [
    (.iphone6, .portrait), (.iphone6, .landscapeLeft), (.iphonex, .portrait),
    (.iphonex, .landscapeLeft),
  ]

  @Test(arguments: cases)
  func pushedControllerWithBackButton(device: Device, orientation: InterfaceOrientation) {
    let root = SafeAreaPage("Mailboxes")
    let navigation = NavigationController(rootViewController: root)
    let inbox = SafeAreaPage("Inbox")
    inbox.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    navigation.pushViewController(inbox, animated: false)
    assertSnapshot(of: navigation, as: .image(on: device, orientation: orientation))
  }

  @Test func pushedControllerRightToLeft() {
    let root = SafeAreaPage("Mailboxes")
    let navigation = NavigationController(rootViewController: root)
    let inbox = SafeAreaPage("Inbox")
    inbox.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    navigation.pushViewController(inbox, animated: false)
    assertSnapshot(
      of: navigation,
      as: .image(on: .iphone6, traits: TraitCollection(layoutDirection: .rightToLeft)))
  }

  @Test(arguments: cases)
  func rootWithLargeTitle(device: Device, orientation: InterfaceOrientation) {
    let root = SafeAreaPage("Mailboxes")
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done)
    let navigation = NavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    assertSnapshot(of: navigation, as: .image(on: device, orientation: orientation))
  }

  @Test(arguments: cases)
  func tabBar(device: Device, orientation: InterfaceOrientation) {
    let tabs = TabBarController()
    tabs.setViewControllers(
      [SafeAreaPage("Feed"), SafeAreaPage("Search"), SafeAreaPage("Profile")], animated: false)
    tabs.selectedIndex = 1
    assertSnapshot(of: tabs, as: .image(on: device, orientation: orientation))
  }
}
