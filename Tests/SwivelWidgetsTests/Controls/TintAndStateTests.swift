import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

private final class TintCounter: View {
  var calls = 0
  override func tintColorDidChange() { calls += 1 }
}

@Suite struct TintAndStateTests {
  @Test func aButtonsTitleFollowsTitleStateAndTintWithoutALayoutPass() {
    let parent = View()
    let button = Button(type: .system)
    button.setTitle("Go", for: .normal)
    parent.addSubview(button)
    #expect(button.titleLabel?.text == "Go")
    #expect(button.titleLabel?.textColor == .systemBlue)
    parent.tintColor = .red
    #expect(button.titleLabel?.textColor == .red)
    button.isEnabled = false
    #expect(button.titleLabel?.textColor == .systemGray)
    button.setTitle("Off", for: .disabled)
    #expect(button.titleLabel?.text == "Off")
    button.isEnabled = true
    button.setTitleColor(.green, for: .normal)
    #expect(button.titleLabel?.textColor == .green)
  }

  @Test func measuringAndDumpingOnlyRead() throws {
    let button = Button(type: .system)
    button.setTitle("Go", for: .normal)
    let label = try #require(button.titleLabel)
    label.text = "tampered"
    _ = button.sizeThatFits(.zero)
    _ = button.dump()
    #expect(label.text == "tampered")
  }

  @Test func tintChangesReachInheritingDescendantsOnly() {
    let root = View(), inheriting = TintCounter(), owning = TintCounter(), below = TintCounter()
    owning.tintColor = .green
    owning.calls = 0
    root.addSubview(inheriting)
    root.addSubview(owning)
    owning.addSubview(below)
    root.tintColor = .red
    #expect(inheriting.calls == 1)
    #expect(owning.calls == 0)
    #expect(below.calls == 0)
    owning.tintColor = .blue
    #expect(owning.calls == 1 && below.calls == 1)
  }

  @Test func controlStateChangesReachTheHook() {
    let control = Control(frame: .zero)
    control.layoutIfNeeded()
    control.isSelected = true
    #expect(control.needsLayout)
  }
}

@Suite struct WindowPlacementTests {
  @Test func aWindowOnItsOwnSwapsItsSidesAndFillsWithItsRoot() {
    let window = Window(device: .iphone6)
    let controller = ViewController()
    window.rootViewController = controller
    window.interfaceOrientation = .landscapeLeft
    window.layoutIfNeeded()
    #expect(window.rootViewPlacement == .fillsWindow)
    #expect(window.bounds.size == CGSize(width: 667, height: 375))
    #expect(controller.view.frame == window.bounds)
  }

  @Test func hostsSetThePlacementForTheirModel() throws {
    let modern = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    #expect(modern.window.rootViewPlacement == .fillsHostSizedWindow)
    let legacy = try DeviceHost(
      device: .iphone6, rootViewController: ViewController(), model: .legacy)
    #expect(legacy.window.rootViewPlacement == .centered)
    try legacy.rotate(toInterface: .landscapeLeft)
    // The legacy window stays portrait; the root view turns inside it, centred.
    #expect(legacy.window.bounds.size == CGSize(width: 375, height: 667))
    #expect(legacy.rootViewController.view.center == CGPoint(x: 187.5, y: 333.5))
    #expect(legacy.rootViewController.view.bounds.size == CGSize(width: 667, height: 375))
  }
}
