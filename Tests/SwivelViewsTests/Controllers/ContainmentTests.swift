import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller that records its containment, appearance and layout callbacks, by name, into a
/// shared log.
final class LifecycleRecorder: ViewController {
  let name: String
  let log: Log
  final class Log { var entries: [String] = [] }

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  private func note(_ entry: String) { log.entries.append("\(name).\(entry)") }
  override func viewDidLoad() { note("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
  override func viewSafeAreaInsetsDidChange() { note("viewSafeAreaInsetsDidChange") }
  override func willMove(toParent parent: UIKitViewController?) {
    note(
      "willMove(toParent: \(parent.map { ($0 as? LifecycleRecorder)?.name ?? "container" } ?? "nil"))"
    )
  }
  override func didMove(toParent parent: UIKitViewController?) {
    note(
      "didMove(toParent: \(parent.map { ($0 as? LifecycleRecorder)?.name ?? "container" } ?? "nil"))"
    )
  }
}

@Suite struct ContainmentTests {
  @Test func titleIsNilUntilSet() {
    let controller = ViewController()
    #expect(controller.title == nil)
    controller.title = "Settings"
    #expect(controller.title == "Settings")
  }

  /// UIKit: `addChild(_:)` calls `willMove(toParent:)` itself; the container calls
  /// `didMove(toParent:)` after adding the view.
  @Test func addChildCallsWillMoveButNotDidMove() {
    let log = LifecycleRecorder.Log()
    let parent = LifecycleRecorder("parent", log: log), child = LifecycleRecorder("child", log: log)
    parent.addChild(child)
    #expect(log.entries == ["child.willMove(toParent: parent)"])
    #expect(parent.children.count == 1)
    #expect(parent.children.first === child)
    #expect(child.parent === parent)
    child.didMove(toParent: parent)
    #expect(log.entries.last == "child.didMove(toParent: parent)")
  }

  /// UIKit: `removeFromParent()` calls `didMove(toParent: nil)` itself; the container calls
  /// `willMove(toParent: nil)` before.
  @Test func removeFromParentCallsDidMoveToNilButNotWillMove() {
    let log = LifecycleRecorder.Log()
    let parent = LifecycleRecorder("parent", log: log), child = LifecycleRecorder("child", log: log)
    parent.addChild(child)
    log.entries.removeAll()
    child.removeFromParent()
    #expect(log.entries == ["child.didMove(toParent: nil)"])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    child.removeFromParent()
    #expect(log.entries.count == 1)
  }

  @Test func addingToAnotherContainerLeavesTheOldOneFirst() {
    let log = LifecycleRecorder.Log()
    let first = LifecycleRecorder("first", log: log), second = LifecycleRecorder("second", log: log)
    let child = LifecycleRecorder("child", log: log)
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children.first === child)
    #expect(
      log.entries == [
        "child.willMove(toParent: first)", "child.didMove(toParent: nil)",
        "child.willMove(toParent: second)",
      ])
  }

  /// UIKit's order for a window's root controller with a child embedded in `viewDidLoad`:
  /// viewDidLoad, viewWillAppear, the layout pass, viewDidAppear; the parent gets each
  /// appearance callback before the children it forwards it to.
  @Test func appearanceReachesChildrenAfterTheParent() throws {
    let log = LifecycleRecorder.Log()
    final class Container: ViewController {
      let child: LifecycleRecorder
      let log: LifecycleRecorder.Log
      init(child: LifecycleRecorder, log: LifecycleRecorder.Log) {
        self.child = child
        self.log = log
        super.init()
      }
      required init?(coder: NSCoder) { nil }
      override func viewDidLoad() {
        log.entries.append("parent.viewDidLoad")
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      override func viewWillAppear(_ animated: Bool) { log.entries.append("parent.viewWillAppear") }
      override func viewDidAppear(_ animated: Bool) { log.entries.append("parent.viewDidAppear") }
      override func viewWillLayoutSubviews() { log.entries.append("parent.viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { log.entries.append("parent.viewDidLayoutSubviews") }
      override func updateInterface() { child.view.frame = view.bounds }
    }
    let child = LifecycleRecorder("child", log: log)
    let container = Container(child: child, log: log)
    _ = try DeviceHost(device: .iphone6, rootViewController: container)
    #expect(
      log.entries.filter { !$0.contains("SafeArea") } == [
        "parent.viewDidLoad", "child.willMove(toParent: container)", "child.viewDidLoad",
        "child.didMove(toParent: container)",
        "parent.viewWillAppear", "child.viewWillAppear",
        "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
        "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
        "parent.viewDidAppear", "child.viewDidAppear",
      ])
  }

  /// Adding a child's view under a visible parent makes it appear; UIKit's documented removal
  /// sequence makes it disappear, then `removeFromParent()` sends `didMove(toParent: nil)`.
  @Test func aChildAddedToAVisibleParentAppearsAndDisappearsWhenRemoved() throws {
    let log = LifecycleRecorder.Log()
    let parent = LifecycleRecorder("parent", log: log), child = LifecycleRecorder("child", log: log)
    let host = try DeviceHost(device: .iphone6, rootViewController: parent)
    log.entries.removeAll()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    host.window.layoutIfNeeded()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries.filter { !$0.contains("Layout") && !$0.contains("SafeArea") } == [
        "child.willMove(toParent: parent)", "child.viewDidLoad", "child.viewWillAppear",
        "child.viewDidAppear",
        "child.didMove(toParent: parent)",
        "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])
  }

  @Test func appearanceTransitionsAreBalancedAndForwarded() {
    let log = LifecycleRecorder.Log()
    let parent = LifecycleRecorder("parent", log: log), child = LifecycleRecorder("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    log.entries.removeAll()
    parent.beginAppearanceTransition(true, animated: false)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: true)
    parent.endAppearanceTransition()
    #expect(
      log.entries == [
        "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear",
        "child.viewDidAppear",
        "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
        "child.viewDidDisappear",
      ])
  }

  @Test func aContainerThatDoesNotForwardLeavesItsChildrenAlone() {
    final class Manual: ViewController {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let log = LifecycleRecorder.Log()
    let parent = Manual(), child = LifecycleRecorder("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    log.entries.removeAll()
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(log.entries.isEmpty)
  }

  @Test func aChildWhoseViewIsNotInTheParentsGetsNoAppearance() {
    let log = LifecycleRecorder.Log()
    let parent = LifecycleRecorder("parent", log: log), child = LifecycleRecorder("child", log: log)
    parent.addChild(child)
    _ = parent.view
    log.entries.removeAll()
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(log.entries == ["parent.viewWillAppear", "parent.viewDidAppear"])
  }

  /// Traits flow from the window to the root controller and on to its children.
  @Test func childrenGetTheParentsTraits() throws {
    final class TraitRecorder: ViewController {
      var previous: [TraitCollection?] = []
      override func traitCollectionDidChange(_ previous: TraitCollection?) {
        self.previous.append(previous)
      }
    }
    let parent = ViewController(), child = TraitRecorder()
    let host = try DeviceHost(device: .iphone6, rootViewController: parent)
    parent.addChild(child)
    #expect(child.traitCollection == host.traitCollection)
    #expect(child.traitCollection.verticalSizeClass == .regular)
    try host.rotate(to: .landscapeLeft)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    #expect(child.traitCollection == parent.traitCollection)
    #expect(child.previous.count == 1)
    #expect(child.previous.first??.verticalSizeClass == .regular)
  }
}
