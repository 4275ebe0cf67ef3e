import Foundation
import SwivelUIKit
import Testing

/// Classes written with UIKit's initializers and overrides (`Screens/ClassShapes.swift`)
/// compile and behave as on iOS.
@Suite struct UIKitClassShapeTests {
  @Test func aControllersOwnUpdateInterfaceIsItsOwnMethod() throws {
    let controller = ProfileHeaderViewController()
    #expect(controller.title == "Profile")
    #expect(controller.nibName == nil && controller.nibBundle == nil)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    // Called once, by viewDidLoad: Swivel's pass belongs to `ViewController`, not to UIKit's
    // controller, so neither the launch's layout passes nor a rotation call it.
    #expect(controller.updates == 1)
    // The view already had the screen's size in viewDidLoad, as UIKit's loadView makes it.
    #expect(controller.nameLabel.frame == CGRect(x: 16, y: 100, width: 343, height: 24))
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.updates == 1)
  }

  @Test func theDefaultRootViewHasTheScreensSize() throws {
    final class Probe: UIViewController {
      var sizeInViewDidLoad: CGSize?
      override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.bounds.size
      }
    }
    let probe = Probe()
    _ = try DeviceHost(device: .ipad, rootViewController: probe)
    #expect(probe.sizeInViewDidLoad == CGSize(width: 768, height: 1024))
  }

  @Test func archivesDecodeNothing() {
    // Swivel reads no nibs or storyboards: `init?(coder:)` fails, through `super` too.
    #expect(CardView(coder: NSCoder()) == nil)
    #expect(ProfileHeaderViewController(coder: NSCoder()) == nil)
    #expect(UIView(coder: NSCoder()) == nil)
    #expect(UIViewController(coder: NSCoder()) == nil)
  }

  @Test func swivelControllersKeepTheirPass() throws {
    final class Pass: ViewController {
      var passes = 0
      override func updateInterface() { passes += 1 }
    }
    let pass = Pass()
    let host = try DeviceHost(device: .iphone6, rootViewController: pass)
    #expect(pass.passes == 1)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(pass.passes == 2)
    // A Swivel controller is a UIKit one, so either kind goes where controllers go.
    let navigation = UINavigationController(rootViewController: pass)
    navigation.pushViewController(DetailViewController(item: "x"), animated: false)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func aViewSubclassWithUIKitsInitializers() {
    let card = CardView(title: "Hello")
    card.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    card.layoutIfNeeded()
    #expect(card.titleLabel.text == "Hello")
    #expect(card.titleLabel.frame == CGRect(x: 12, y: 8, width: 176, height: 34))
    #expect(card.layer.cornerRadius == 12)
    card.sizeToFit()
    #expect(card.bounds.size == CGSize(width: 200, height: 60))
  }

  @Test func aButtonSubclassOverridesTheStateProperties() {
    let button = DimmingButton(type: .system)
    // `init(type:)` is a convenience initializer: the subclass gets it, with its own init(frame:).
    #expect(button.buttonType == .system)
    #expect(button.backgroundColor == .systemBlue)
    button.isHighlighted = true
    #expect(button.alpha == 0.5)
    button.isHighlighted = false
    #expect(button.alpha == 1)
    button.isSelected = true
    #expect(button.highlightChanges == 1)
    // UIButton(frame:) is a custom button.
    #expect(UIButton(frame: .zero).buttonType == .custom)
  }

  @Test func contentEdgeInsetsPadTheTitle() throws {
    let button = DimmingButton(frame: .zero)
    button.setTitle("Save", for: .normal)
    let title = try #require(button.titleLabel)
    let text = title.sizeThatFits(.zero)
    // The insets replace UIKit's default 6-pt vertical padding: 20 + text + 20 wide,
    // 10 + line + 10 tall.
    #expect(button.intrinsicContentSize.width == text.width + 40)
    #expect(button.intrinsicContentSize.height == max(text.height, title.font.lineHeight) + 20)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.contentHorizontalAlignment = .left
    button.layoutIfNeeded()
    #expect(title.frame.minX == 20)
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    button.layoutIfNeeded()
    #expect(title.frame.minX == 30)
  }

  @Test func aLabelSubclassSeesItsTextChanges() {
    let label = TagLabel()
    label.text = "New"
    label.text = nil
    #expect(label.changes == ["New", nil])
    label.text = "Sale"
    let plain = UILabel()
    plain.text = "Sale"
    #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
  }

  @Test func hierarchyCallbacksComeInUIKitsOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = HierarchyRecorder()
    let child = HierarchyRecorder()
    parent.addSubview(child)
    #expect(child.log == ["willMove(toSuperview: view)", "didMoveToSuperview"])
    #expect(parent.log == ["didAddSubview"])
    child.log = []
    window.addSubview(parent)
    // Entering a window reaches the whole subtree; the superview callbacks only the view moved.
    #expect(
      parent.log == [
        "didAddSubview", "willMove(toWindow: window)", "willMove(toSuperview: view)",
        "didMoveToWindow(window)",
        "didMoveToSuperview",
      ])
    #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow(window)"])
    parent.log = []
    child.log = []
    child.removeFromSuperview()
    #expect(parent.log == ["willRemoveSubview"])
    #expect(
      child.log == [
        "willMove(toWindow: nil)", "willMove(toSuperview: nil)", "didMoveToWindow(nil)",
        "didMoveToSuperview",
      ])
    // Moving within one superview is a reordering: no callbacks.
    let other = UIView()
    parent.addSubview(other)
    parent.log = []
    parent.addSubview(other)
    #expect(parent.log.isEmpty)
  }

  @Test func firstResponderAndEndEditing() throws {
    final class Form: UIViewController {
      let name = UITextField()
      let email = UITextField()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(name)
        view.addSubview(email)
      }
    }
    let form = Form()
    // Not in a window yet: nothing can be first responder.
    #expect(!UITextField().becomeFirstResponder())
    let host = try DeviceHost(device: .iphone6, rootViewController: form)
    #expect(form.name.becomeFirstResponder())
    #expect(form.name.isFirstResponder)
    #expect(form.email.becomeFirstResponder())
    #expect(!form.name.isFirstResponder && form.email.isFirstResponder)
    // Plain views and labels cannot be first responder; disabled fields neither.
    #expect(!UILabel().becomeFirstResponder())
    form.name.isEnabled = false
    #expect(!form.name.becomeFirstResponder())
    #expect(form.view.endEditing(true))
    #expect(!form.email.isFirstResponder)
    // Leaving the window resigns.
    #expect(form.email.becomeFirstResponder())
    form.email.removeFromSuperview()
    #expect(!form.email.isFirstResponder)
    // The responder chain: a root view's next responder is its controller.
    #expect(form.view.next === form)
    #expect(form.name.next === form.view)
    #expect(form.next === host.window)
  }

  @Test func keyboardNotificationNamesAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
  }
}
