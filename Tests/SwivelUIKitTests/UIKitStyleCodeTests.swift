import SwivelUIKit
import Testing

/// A screen written as UIKit frame-layout code (`SignInViewController.swift`) compiles against
/// `SwivelUIKit` and lays out and renders as it would on an iPhone.
@Suite struct UIKitStyleCodeTests {
  @Test func aUIKitStyleScreenLaysOutWithUIKitsNumbers() throws {
    let controller = SignInViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // iPhone 6 portrait, 375 pt wide, 20-pt margins: everything below follows from the code.
    #expect(controller.titleLabel.frame == CGRect(x: 20, y: 60, width: 335, height: 34))
    #expect(controller.emailField.frame == CGRect(x: 20, y: 114, width: 335, height: 34))
    // A switch is always 51 × 31 pt.
    #expect(controller.rememberSwitch.frame == CGRect(x: 304, y: 164, width: 51, height: 31))
    #expect(controller.signInButton.frame == CGRect(x: 20, y: 219, width: 335, height: 44))
    #expect(controller.footer.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
  }

  @Test func theAutoresizingFooterAndTheFramesFollowARotation() throws {
    let controller = SignInViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.footer.frame == CGRect(x: 0, y: 315, width: 667, height: 60))
    #expect(controller.titleLabel.frame.width == 627)
  }

  @Test func uikitTapsReachTheUIAction() throws {
    let controller = SignInViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    host.tap(at: CGPoint(x: 187.5, y: 241))
    #expect(controller.taps == 1)
  }

  @Test func nestedUIKitTypeNamesCarryUIKitsValues() {
    // The raw values of UIKit's headers: UIControlEventTouchUpInside = 1 << 6,
    // UIControlStateHighlighted = 1 << 0, UIViewAutoresizingFlexibleWidth = 1 << 1,
    // UIViewContentModeScaleAspectFit = 1, UIFontWeightSemibold = 0.3.
    let event: UIControl.Event = .touchUpInside
    let state: UIControl.State = .highlighted
    let mask: UIView.AutoresizingMask = [.flexibleWidth]
    let mode: UIView.ContentMode = .scaleAspectFit
    let weight: UIFont.Weight = .semibold
    #expect(event.rawValue == 64 && state.rawValue == 1 && mask.rawValue == 2)
    #expect(mode.rawValue == 1 && weight.rawValue == 0.3)
    // Semibold is the lightest weight drawn with the bold face.
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).weight.isBold)
    #expect(!UIFont.systemFont(ofSize: 17, weight: .medium).weight.isBold)
    // CGRect.inset(by:) takes each side off: x + left, y + top, width − left − right,
    // height − top − bottom.
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: insets)
        == CGRect(x: 12, y: 21, width: 94, height: 46))
  }

  @Test func theScreenRenders() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: SignInViewController())
    let bitmap = try host.renderImage()
    #expect(bitmap.width == 750 && bitmap.height == 1334)
    // The Sign In button's blue fill at (30, 240) pt = (60, 480) px: #007AFF.
    #expect(bitmap[60, 480] == 0xFF00_7AFF)
  }
}

/// The container written with UIKit's containment and safe-area names.
@Suite struct UIKitContainerTests {
  @Test func aChildLaysOutInsideTheContainersToolbarAndMargins() throws {
    let container = ContainerViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: container)
    host.window.layoutIfNeeded()
    let list = container.list
    #expect(container.children.count == 1 && list.parent === container)
    #expect(list.appeared)
    // iPhone X portrait: 44 top, 34 bottom, plus the child's 60-pt toolbar.
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 94, right: 0))
    #expect(list.footer.frame == CGRect(x: 0, y: 714, width: 375, height: 4))
    // The root view's margins: 16 pt at the sides of a compact width, from the safe area.
    #expect(list.caption.frame == CGRect(x: 16, y: 44, width: 343, height: 44))
    #expect(container.toolbar.frame == CGRect(x: 0, y: 718, width: 375, height: 94))
  }
}
