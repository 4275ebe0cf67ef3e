import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The unretained back-references (`ParentLink`): a parent or controller that goes away
/// first clears the link, so it never dangles, and the link retains nothing.
@Suite struct ParentLinkTests {
  @Test func aSubviewOutlivingItsSuperviewHasNone() {
    let child = View()
    do {
      let parent = View()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
  }

  @Test func theLinkDoesNotKeepTheParentAlive() {
    weak var weakParent: View?
    let child = View()
    do {
      let parent = View()
      weakParent = parent
      parent.addSubview(child)
    }
    #expect(weakParent == nil)
  }

  @Test func aRootViewOutlivingItsControllerHasNone() {
    let view: View
    do {
      let controller = ViewController()
      view = controller.view
      #expect(view.owningController === controller)
    }
    #expect(view.owningController == nil)
  }

  @Test func replacingAControllersViewClearsTheOldOnesLink() {
    let controller = ViewController()
    let old = controller.view!
    controller.view = View()
    #expect(old.owningController == nil)
    #expect(controller.view.owningController === controller)
  }

  @Test func theLinkRefersToExactlyItsTarget() {
    let a = View(), b = View()
    var link = ParentLink<View>()
    #expect(link.target == nil && !link.refers(to: a))
    link.target = a
    #expect(link.refers(to: a) && !link.refers(to: b))
    #expect(link.withTarget { $0 === a } == true)
    link.target = nil
    #expect(link.withTarget { _ in true } == nil)
  }
}
