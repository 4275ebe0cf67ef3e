import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Records `traitCollectionDidChange(_:)` calls, as "name:old→new" of the style.
final class TraitChangeLog {
  var entries: [String] = []
}

final class TraitRecordingView: View {
  let log: TraitChangeLog
  let name: String
  init(_ name: String, log: TraitChangeLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }
  required init?(coder: NSCoder) { nil }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    log.entries.append(
      "\(name):\(previous?.userInterfaceStyle.description ?? "nil")→\(traitCollection.userInterfaceStyle)"
    )
  }
}

final class TraitRecordingController: ViewController {
  let log: TraitChangeLog
  let child: TraitRecordingView
  init(log: TraitChangeLog) {
    self.log = log
    child = TraitRecordingView("child", log: log)
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() { view = TraitRecordingView("root", log: log) }
  override func viewDidLoad() { view.addSubview(child) }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    log.entries.append(
      "controller:\(previous?.userInterfaceStyle.description ?? "nil")→\(traitCollection.userInterfaceStyle)"
    )
  }
}

@Suite struct TraitChangeTests {
  @Test func viewsInheritTheHostsTraitsAndOverridesWinBelowThem() throws {
    let log = TraitChangeLog()
    let controller = TraitRecordingController(log: log)
    let host = try DeviceHost(
      device: .iphone6, rootViewController: controller,
      traits: TraitCollection(userInterfaceStyle: .dark))
    // The first traits arrive with unspecified previous ones: the controller, its view, the subview.
    #expect(
      log.entries == [
        "controller:unspecified→dark", "root:unspecified→dark", "child:unspecified→dark",
      ])
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.child.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.child.traitCollection.horizontalSizeClass == .compact)
    #expect(host.window.traitCollection.preferredContentSizeCategory == .large)
    controller.view.overrideUserInterfaceStyle = .light
    #expect(controller.child.traitCollection.userInterfaceStyle == .light)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    let loose = View()
    #expect(loose.traitCollection == TraitCollection())
  }

  @Test func changingTheAppearanceNotifiesEachControllerAndViewOnce() throws {
    let log = TraitChangeLog()
    let controller = TraitRecordingController(log: log)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    log.entries = []  // the launch's first traits (FirstTraitsTests)
    host.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
    #expect(log.entries == ["controller:light→dark", "root:light→dark", "child:light→dark"])
    log.entries = []
    host.traitOverrides = TraitCollection(userInterfaceStyle: .dark)  // no change
    #expect(log.entries == [])
    // same traits
    host.traitOverrides = TraitCollection(userInterfaceStyle: .dark, layoutDirection: .leftToRight)
    #expect(log.entries == [])
  }

  @Test func anOverrideNotifiesOnlyTheViewsWhoseStyleChanges() throws {
    let log = TraitChangeLog()
    let controller = TraitRecordingController(log: log)
    _ = try DeviceHost(device: .iphone6, rootViewController: controller)
    log.entries = []  // the launch's first traits (FirstTraitsTests)
    controller.child.overrideUserInterfaceStyle = .dark
    #expect(log.entries == ["child:light→dark"])
    log.entries = []
    controller.overrideUserInterfaceStyle = .dark  // the child already is dark
    #expect(log.entries == ["controller:light→dark", "root:light→dark"])
    log.entries = []
    controller.overrideUserInterfaceStyle = .dark
    controller.child.overrideUserInterfaceStyle = .dark
    #expect(log.entries == [])
    controller.child.overrideUserInterfaceStyle = .unspecified  // inherits dark: no change
    #expect(log.entries == [])
  }

  @Test func rotationNotifiesOnlyWhenSizeClassesChange() throws {
    let log = TraitChangeLog()
    let phone = TraitRecordingController(log: log)
    let host = try DeviceHost(device: .iphone6, rootViewController: phone)
    log.entries = []  // the launch's first traits (FirstTraitsTests)
    try host.rotate(to: .landscapeLeft)  // wC hR → wC hC
    #expect(log.entries == ["controller:light→light", "root:light→light", "child:light→light"])
    let padLog = TraitChangeLog()
    let pad = TraitRecordingController(log: padLog)
    let padHost = try DeviceHost(device: .ipad, rootViewController: pad)
    padLog.entries = []
    try padHost.rotate(to: .landscapeLeft)  // wR hR both ways
    #expect(padLog.entries == [])
  }

  @Test func colourResolutionFollowsTheTraits() {
    #expect(
      Color.systemBackground.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        == .black)
    #expect(Color.systemBackground.resolvedColor(with: TraitCollection()) == .white)
    #expect(Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
    let provided = Color { $0.userInterfaceStyle == .dark ? .yellow : .blue }
    #expect(provided.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .yellow)
    #expect(provided.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .blue)
    #expect(provided == Color(light: .blue, dark: .yellow))
  }

  @Test func dumpsShowColoursAsDrawn() throws {
    final class Plain: ViewController {
      override func viewDidLoad() { view.backgroundColor = .systemBackground }
    }
    let controller = Plain()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(controller.view.dump().backgroundColor == .white)
    host.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
    #expect(controller.view.dump().backgroundColor == .black)
    #expect(host.window.dump().subviews.first?.backgroundColor == .black)
  }
}
