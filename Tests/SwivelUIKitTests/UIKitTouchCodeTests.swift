import SwivelUIKit
import Testing

/// A screen written for iOS that overrides `touchesMoved(_:with:)` with `Set<UITouch>`
/// (`DraggableCardViewController.swift`) compiles against `SwivelUIKit` and follows a drag.
@Suite struct UIKitTouchCodeTests {
  @Test func aDragMovesTheCardByTheFingersTravel() throws {
    let controller = DraggableCardViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // The card (20, 40, 80, 80) is in the root view at (0, 0): its centre is (60, 80).
    let began = host.drag(from: CGPoint(x: 60, y: 80), to: CGPoint(x: 160, y: 280), steps: 4)
    #expect(began === controller.card)
    #expect(controller.card.frame == CGRect(x: 120, y: 240, width: 80, height: 80))
    #expect(controller.phases == [.began, .moved, .moved, .moved, .moved, .ended])
  }

  @Test func aTapOnTheCardDoesNotMoveIt() throws {
    let controller = DraggableCardViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.tap(at: CGPoint(x: 60, y: 80))
    #expect(controller.card.frame == CGRect(x: 20, y: 40, width: 80, height: 80))
    #expect(controller.phases == [.began, .ended])
  }
}
