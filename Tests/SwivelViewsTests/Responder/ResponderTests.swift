import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// The first responder as `UIResponder` tracks it, per window.
@Suite struct ResponderTests {
  /// A view that can become first responder and refuses to resign while `holds` is true.
  private final class Holder: View {
    var holds = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !holds }
  }

  @Test func aResponderThatRefusesToResignKeepsTheStatus() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = Holder(), second = Holder()
    window.addSubview(first)
    window.addSubview(second)
    #expect(first.becomeFirstResponder())
    first.holds = true
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder && !second.isFirstResponder)
    #expect(!first.resignFirstResponder())
    // endEditing asks; with force it takes the status away regardless.
    #expect(!window.endEditing(false))
    #expect(first.isFirstResponder)
    #expect(window.endEditing(true))
    #expect(!first.isFirstResponder)
  }

  @Test func endEditingOnlyReachesItsOwnSubtree() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let left = View(), right = View()
    let field = Holder()
    window.addSubview(left)
    window.addSubview(right)
    right.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(left.endEditing(true))
    #expect(field.isFirstResponder)
    #expect(right.endEditing(false))
    #expect(!field.isFirstResponder)
  }

  @Test func aControllersViewIsItsNextResponderAndItsSuperviewIsTheControllers() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIKitViewController()
    window.rootViewController = controller
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(View().next == nil)
  }
}
