import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// NaN and infinite geometry never crashes hit testing and is never hit.
@Suite struct NonFiniteHitTestingTests {
  static let bad: [CGFloat] = [.nan, .infinity, -.infinity]

  private func scene(_ mutate: (View) -> Void) -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let sibling = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let broken = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(sibling)
    window.addSubview(broken)
    mutate(broken)
    return (window, sibling)
  }

  @Test(arguments: bad)
  func aBrokenBoundsWidthIsNeverHit(_ value: CGFloat) {
    let (window, sibling) = scene { $0.bounds.size.width = value }
    #expect(window.hitTest(CGPoint(x: 20, y: 20)) === sibling)
    #expect(window.sendTap(at: CGPoint(x: 20, y: 20)) === sibling)
  }

  @Test(arguments: bad)
  func aBrokenCenterOrTransformIsNeverHit(_ value: CGFloat) {
    let (window, sibling) = scene { $0.center.x = value }
    #expect(window.hitTest(CGPoint(x: 20, y: 20)) === sibling)
    let (other, otherSibling) = scene { $0.transform = CGAffineTransform(scaleX: value, y: 1) }
    #expect(other.hitTest(CGPoint(x: 20, y: 20)) === otherSibling)
  }

  @Test(arguments: bad)
  func aBrokenPointHitsNothing(_ value: CGFloat) {
    let (window, _) = scene { _ in }
    #expect(window.hitTest(CGPoint(x: value, y: 20)) == nil)
    #expect(window.sendTap(at: CGPoint(x: 20, y: value)) == nil)
    #expect(!window.point(inside: CGPoint(x: value, y: value)))
  }

  @Test func aNaNAlphaIsNeverHit() {
    let (window, sibling) = scene { $0.alpha = .nan }
    #expect(window.hitTest(CGPoint(x: 20, y: 20)) === sibling)
  }

  @Test(arguments: bad)
  func deviceHostTapsSurviveBrokenGeometry(_ value: CGFloat) throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let broken = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    broken.bounds.size.height = value
    controller.view.addSubview(broken)
    #expect(host.tap(at: CGPoint(x: 50, y: 50)) === controller.view)
    #expect(host.tap(at: CGPoint(x: value, y: 50)) == nil)
  }
}
