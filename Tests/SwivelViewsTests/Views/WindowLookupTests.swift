import Foundation
import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Finding a view's window and the numbers the layout helpers read from above a view
/// (`window`, `windowScreenScale`, `superviewBounds`).
@Suite struct WindowLookupTests {
  final class CustomWindow: Window {}

  @Test func aViewDeepInAWindowFindsItAndItsScale() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 3)
    var parent: View = window
    for _ in 0..<6 {
      let child = View()
      parent.addSubview(child)
      parent = child
    }
    #expect(parent.window === window)
    #expect(parent.window?.screenScale == 3)
    #expect(parent.windowScreenScale == 3)
    #expect(window.window === window)
  }

  @Test func aViewOutsideAWindowHasNeither() {
    let root = View(), child = View()
    root.addSubview(child)
    #expect(child.window == nil)
    #expect(View().window == nil)
    #expect(child.windowScreenScale == nil)
  }

  @Test func subclassesOfWindowAreWindows() {
    let window = CustomWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 1.5)
    let child = View()
    window.addSubview(child)
    #expect(CustomWindow.isWindowClass)
    #expect(Window.isWindowClass)
    #expect(!View.isWindowClass)
    #expect(!Label.isWindowClass)
    #expect(child.window === window)
    #expect(child.windowScreenScale == 1.5)
  }

  @Test func theNearestWindowAboveWins() {
    // A window inside a view inside another window: the inner one is the view's window.
    let outer = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2)
    let holder = View()
    let inner = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50), scale: 3)
    let child = View()
    outer.addSubview(holder)
    holder.addSubview(inner)
    inner.addSubview(child)
    #expect(child.window === inner)
    #expect(holder.window === outer)
    #expect(child.windowScreenScale == 3)
    #expect(holder.windowScreenScale == 2)
  }

  @Test func superviewBoundsIsTheSuperviewsBoundsOriginIncluded() {
    let parent = View(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
    parent.bounds.origin = CGPoint(x: 10, y: -20)
    let child = View()
    #expect(child.superviewBounds == nil)
    parent.addSubview(child)
    #expect(child.superviewBounds == CGRect(x: 10, y: -20, width: 200, height: 100))
  }
}
