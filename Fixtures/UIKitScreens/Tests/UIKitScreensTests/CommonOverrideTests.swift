import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The members UIKit code overrides most compile as overrides (`CommonOverrides.swift`) and are
/// the ones Swivel calls: property observers run when Swivel sets the property, hit testing
/// asks `point(inside:with:)`, and a label's or text field's text is drawn where the subclass
/// says.
@Suite struct CommonOverrideTests {
  @Test func propertyObserversRunWhenTheViewIsChanged() {
    let view = ObservedView()
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    view.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
    view.center = CGPoint(x: 40, y: 20)
    view.backgroundColor = .red
    view.isHidden = false
    view.alpha = 0.5
    view.tintColor = .systemPink
    for name in ["frame", "bounds", "center", "backgroundColor", "isHidden", "alpha", "tintColor"] {
      #expect(view.log.contains(name), "\(name) was not observed")
    }
    // The overridden sizes are the ones sizeToFit and the intrinsic size read; UIKit's
    // sizeToFit asks for the current bounds' size, 80 wide.
    view.sizeToFit()
    #expect(view.bounds.size == CGSize(width: 80, height: 44))
    #expect(view.intrinsicContentSize == CGSize(width: 120, height: 44))
  }

  @Test func hierarchyAndLayoutHooksRunInUIKitsOrder() throws {
    let controller = ObservedViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let log = controller.log
    func index(_ name: String) -> Int { log.firstIndex(of: name) ?? Int.max }
    #expect(index("loadView") < index("viewDidLoad"))
    #expect(index("viewDidLoad") < index("viewWillAppear"))
    #expect(index("viewWillAppear") < index("viewWillLayoutSubviews"))
    #expect(index("viewWillLayoutSubviews") < index("viewDidLayoutSubviews"))
    #expect(index("viewDidAppear") != Int.max)
    let root = try #require(controller.view as? ObservedView)
    #expect(root.log.contains("didMoveToWindow") && root.log.contains("layoutSubviews"))
    controller.title = "Observed"
    #expect(controller.log.contains("title"))
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.log.contains("viewWillTransition"))
    #expect(host.statusBarStyle == .lightContent)
  }

  @Test func hitTestingAsksTheOverriddenPointInside() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let small = ObservedView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    root.addSubview(small)
    // 5 pt outside the view but inside its 10-pt larger touch area.
    #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === small)
    #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === root)
  }

  @Test func aPaddedLabelDrawsItsTextWhereDrawTextSays() throws {
    // The padded label draws its text 8 pt in from each side; a plain label 8 pt to the right
    // and 16 narrower draws the same pixels there.
    let padded = ObservedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let plain = UILabel(frame: CGRect(x: 8, y: 0, width: 184, height: 40))
    for label in [padded, plain] as [UILabel] {
      label.text = "Padded"
      label.font = .systemFont(ofSize: 17)
    }
    let paddedRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    paddedRoot.addSubview(padded)
    let plainRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    plainRoot.addSubview(plain)
    let a = try paddedRoot.renderImage(scale: 2), b = try plainRoot.renderImage(scale: 2)
    #expect(a == b)
    // Without the inset the text would start at the left edge: column 2 (1 pt in) is empty.
    #expect((0..<80).allSatisfy { a[2, $0] == a[0, 0] })
  }

  @Test func anInsetTextFieldDrawsItsPlaceholderInTheOverriddenRect() throws {
    let inset = InsetTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let plain = UITextField(frame: CGRect(x: 12, y: 0, width: 176, height: 40))
    for field in [inset, plain] as [UITextField] { field.placeholder = "Search" }
    let insetRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    insetRoot.addSubview(inset)
    let plainRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    plainRoot.addSubview(plain)
    #expect(try insetRoot.renderImage(scale: 2) == plainRoot.renderImage(scale: 2))
  }

  @Test func scrollingGoesThroughTheOverriddenContentOffset() {
    let scrollView = ObservedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    #expect(scrollView.offsets == 1)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
    #expect(scrollView.offsets == 2 && scrollView.contentOffset.y == 410)
  }

  @Test func aButtonsStateOverridesRun() {
    let button = ObservedButton(type: .system)
    button.setTitle("Tap", for: .normal)
    button.isEnabled = false
    #expect(button.alpha == 0.3)
    button.isEnabled = true
    button.isSelected = true
    #expect(button.backgroundColor == .systemBlue)
    #expect(
      button.intrinsicContentSize.width == UIButton(type: .system).withTitle("Tap")
        .intrinsicContentSize.width + 24)
  }
}

private extension UIButton {
  func withTitle(_ title: String) -> UIButton {
    setTitle(title, for: .normal)
    return self
  }
}
