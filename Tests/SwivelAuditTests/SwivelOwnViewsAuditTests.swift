import SwivelAudit
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// The layout audit reports the app's views, never the inside of Swivel's own controls and
/// bars: a screen using every control, under a navigation bar and a tab bar, laid out where
/// the app should put them, has no finding on any device, orientation or direction.
@Suite struct SwivelOwnViewsAuditTests {
  /// Every Swivel control in a scroll view that fills the safe area, one per 52-pt row.
  final class EveryControl: ViewController {
    let scroll = ScrollView()
    let segmented = SegmentedControl(items: ["First", "Second", "Third"])
    let toggle = Switch()
    let slider = Slider()
    let stepper = Stepper()
    let progress = ProgressView()
    let pages = PageControl()
    let spinner = ActivityIndicatorView(style: .medium)
    let field = TextField()
    let button = Button(type: .system)
    let label = Label()

    var rows: [View] {
      [segmented, toggle, slider, stepper, progress, pages, spinner, field, button, label]
    }

    override func viewDidLoad() {
      title = "Controls"
      view.backgroundColor = .systemBackground
      button.setTitle("Continue", for: .normal)
      field.borderStyle = .roundedRect
      field.text = "Ada"
      field.clearButtonMode = .always
      pages.numberOfPages = 4
      pages.currentPage = 1
      progress.progress = 0.4
      slider.value = 0.3
      spinner.startAnimating()
      label.text = "Every control"
      segmented.selectedSegmentIndex = 1
      // The app names its controls for VoiceOver (the audit's missingAccessibilityLabel).
      toggle.accessibilityLabel = "Notifications"
      slider.accessibilityLabel = "Volume"
      pages.accessibilityLabel = "Page"
      field.accessibilityLabel = "Name"
      view.addSubview(scroll)
      for row in rows { scroll.addSubview(row) }
      scroll.flashScrollIndicators()
    }

    override func updateInterface() {
      scroll.frame = view.bounds.inset(by: view.safeAreaInsets)
      let width = scroll.bounds.width - 32
      var y: CGFloat = 8
      for row in rows {
        let fitted = row.sizeThatFits(CGSize(width: width, height: 44))
        let stretches =
          row is Slider || row is ProgressView || row is TextField || row is SegmentedControl
          || row is Label
        let size = CGSize(
          width: stretches ? width : max(fitted.width, 44),
          height: row is ProgressView ? 4 : max(fitted.height, 44))
        row.frame = CGRect(
          x: 16, y: y + (44 - min(size.height, 44)) / 2, width: size.width, height: size.height)
        y += 52
      }
      scroll.contentSize = CGSize(width: scroll.bounds.width, height: y)
    }
  }

  static func host(_ device: Device, traits: TraitCollection = TraitCollection()) throws -> (
    DeviceHost, EveryControl
  ) {
    let controls = EveryControl()
    let navigation = NavigationController(rootViewController: controls)
    navigation.pushViewController(EveryControl(), animated: false)
    let tabs = TabBarController()
    tabs.setViewControllers([navigation, EveryControl()], animated: false)
    let host = try DeviceHost(device: device, rootViewController: tabs, traits: traits)
    return (host, controls)
  }

  @Test(
    arguments: [Device.iphonex, .iphone6, .ipad], [InterfaceOrientation.portrait, .landscapeLeft])
  func swivelsOwnViewsHaveNoFindings(device: Device, orientation: InterfaceOrientation) throws {
    for traits in [
      TraitCollection(), TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft),
    ] {
      let (host, _) = try Self.host(device, traits: traits)
      try host.rotate(toInterface: orientation)
      host.window.layoutIfNeeded()
      let findings = LayoutAudit.run(on: host)
      #expect(findings.isEmpty, "\(device.id) \(orientation): \(LayoutAudit.text(findings))")
    }
  }

  @Test func theAppsProblemsInsideAControlAreStillFound() throws {
    let (host, _) = try Self.host(.iphone6)
    // A title too long for its button is the app's to fix.
    let top = try #require(
      (host.rootViewController as? TabBarController)?.viewControllers.first as? NavigationController
    )
    let shown = try #require(top.topViewController as? EveryControl)
    shown.button.setTitle("A title far too long for a forty-four point button", for: .normal)
    shown.button.frame.size.width = 44
    // A badge the app adds to a button is the app's view.
    let badge = View(frame: CGRect(x: 30.25, y: -4, width: 10, height: 10))
    badge.backgroundColor = .systemRed
    shown.button.addSubview(badge)
    host.window.layoutIfNeeded()
    let findings = LayoutAudit.run(on: host)
    #expect(
      findings.contains { $0.kind == .truncatedText && $0.path.hasSuffix("Button[8] > Label[0]") })
    #expect(
      findings.contains { $0.kind == .offPixelGrid && $0.path.hasSuffix("Button[8] > View[1]") })
  }
}
