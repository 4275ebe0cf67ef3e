import SwivelViews
import Testing

/// Views compare and hash by identity, as `UIView`s do through `NSObject`.
@Suite struct ViewIdentityTests {
  @Test func aViewEqualsOnlyItself() {
    let first = View(), second = View()
    #expect(first == first)
    #expect(first != second)
    #expect([second, first].firstIndex(of: first) == 1)
  }

  @Test func viewsGoInASetByIdentity() {
    let view = View()
    let set: Set<View> = [view, view, View()]
    #expect(set.count == 2)
    #expect(set.contains(view))
  }

  @Test func theDebugDescriptionNamesTheClassAndTheFrame() {
    let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    view.identifier = "card"
    #expect(view.debugDescription == "<View#card; frame = (1.0, 2.0, 30.0, 40.0)>")
  }
}

/// `UIWindow()` is as large as the screen.
@Suite struct WindowDefaultSizeTests {
  @Test func aWindowMadeWithoutAFrameFillsTheMainScreen() {
    let window = Window()
    #expect(window.bounds == Screen.main.bounds)
    #expect(window.bounds.size == CGSize(width: 375, height: 667))
    #expect(window.screenScale == 2)
  }
}
