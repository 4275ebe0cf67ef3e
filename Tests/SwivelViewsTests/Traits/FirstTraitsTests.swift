import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Records every `traitCollectionDidChange(_:)` with whether the previous traits were all
/// unspecified.
final class FirstTraitsView: View {
  let log: TraitChangeLog
  let name: String
  init(_ name: String, log: TraitChangeLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }
  required init?(coder: NSCoder) { nil }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    log.entries.append("\(name)\(previous == TraitCollection() ? " first" : "")")
  }
}

/// A controller that picks its label's font in `traitCollectionDidChange(_:)`, as UIKit code
/// written for Dynamic Type does, and sizes the label in the layout pass.
final class DynamicTypeController: ViewController {
  let label = Label()
  var heightsAtLayout: [CGFloat] = []
  override func viewDidLoad() {
    label.text = "Body"
    view.addSubview(label)
  }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    label.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
  }
  override func viewWillLayoutSubviews() {
    label.sizeToFit()
    heightsAtLayout.append(label.bounds.height)
  }
}

@Suite struct FirstTraitsTests {
  @Test func aLaunchedControllerGetsItsFirstTraitsThenItsViewsParentsFirst() throws {
    let log = TraitChangeLog()
    let controller = TraitRecordingController(log: log)
    _ = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(
      log.entries == [
        "controller:unspecified→light", "root:unspecified→light", "child:unspecified→light",
      ])
  }

  @Test func aViewJoiningAWindowGetsItsFirstTraitsParentsBeforeChildren() throws {
    let log = TraitChangeLog()
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let outer = FirstTraitsView("outer", log: log), inner = FirstTraitsView("inner", log: log)
    outer.addSubview(inner)
    #expect(log.entries == [])  // no window, no traits yet
    controller.view.addSubview(outer)
    #expect(log.entries == ["outer first", "inner first"])
    #expect(inner.traitCollection.horizontalSizeClass == host.traitCollection.horizontalSizeClass)
    log.entries = []
    let sibling = View()
    controller.view.addSubview(sibling)
    sibling.addSubview(outer)  // moving inside the same window changes no trait
    #expect(log.entries == [])
  }

  @Test func aFontChosenInTraitCollectionDidChangeIsInPlaceForTheFirstLayout() throws {
    let controller = DynamicTypeController()
    let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    _ = try DeviceHost(device: .iphone6, rootViewController: controller, traits: traits)
    let expected = Font.preferredFont(
      forTextStyle: .body, compatibleWith: TraitCollection(traitsFrom: [.systemDefaults, traits]))
    #expect(controller.label.font == expected)
    #expect(expected.pointSize > 17)
    #expect(controller.heightsAtLayout.first.map { $0 > 2 * 17 } == true)
  }
}
