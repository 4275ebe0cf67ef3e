import Foundation
import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The tutorial-style sign-in screen: frames worked out by hand in `viewDidLayoutSubviews`,
/// lifted by the keyboard, and a button whose action runs on a tap.
@Suite struct LoginScreenTests {
  @Test(arguments: PortedScreenTests.cells)
  func login(_ cell: DeviceConfiguration) {
    assertSnapshot(of: LoginViewController(), as: .image(on: cell))
  }

  @Test func theColumnIsCentredInTheSafeArea() throws {
    let controller = LoginViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // iPhone 6 portrait: the safe area is 375 × 647 below the 20-pt status bar; the column is
    // 335 wide (20 pt in from each side), and 305 + the subtitle's line tall, centred.
    let subtitle = ceil(UIFont.preferredFont(forTextStyle: .subheadline).lineHeight)
    let column = 34 + 8 + subtitle + 32 + 44 + 12 + 44 + 24 + 50 + 8 + 30
    let top = 20 + (647 - column) / 2
    #expect(controller.titleLabel.frame == CGRect(x: 20, y: top, width: 335, height: 34))
    #expect(
      controller.subtitleLabel.frame == CGRect(x: 20, y: top + 42, width: 335, height: subtitle))
    #expect(
      controller.emailField.frame == CGRect(x: 20, y: top + 74 + subtitle, width: 335, height: 44))
    #expect(
      controller.signInButton.frame
        == CGRect(x: 20, y: top + 198 + subtitle, width: 335, height: 50))
    // Landscape: 667 wide, so the column stops at 400, centred on 333.5.
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.emailField.frame.width == 400 && controller.emailField.frame.midX == 333.5)
  }

  @Test func theKeyboardLiftsTheColumnAndATapSignsIn() throws {
    let controller = LoginViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let before = controller.titleLabel.frame.minY
    let keyboard = CGRect(x: 0, y: 451, width: 375, height: 216)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
    host.window.layoutIfNeeded()
    // Centred in 216 pt less: half of that higher.
    #expect(controller.titleLabel.frame.minY == before - 108)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    host.window.layoutIfNeeded()
    #expect(controller.titleLabel.frame.minY == before)
    let button = controller.signInButton.frame
    _ = host.tap(at: CGPoint(x: button.midX, y: button.midY))
    #expect(controller.signInCount == 1)
    #expect(host.tap(at: CGPoint(x: 5, y: 5)) !== controller.signInButton)
    #expect(controller.signInCount == 1)
    // The dismiss-keyboard recogniser on the root view fires for the empty area, not for the
    // button, whose own action wins (UIKit's rule for a control under a tap recogniser).
    #expect(controller.dismissCount == 1)
  }

  @Test func forgotPasswordPresentsAResetScreenThatCancelDismisses() throws {
    let controller = LoginViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    host.window.layoutIfNeeded()
    let forgot = controller.forgotButton.frame
    _ = host.tap(at: CGPoint(x: forgot.midX, y: forgot.midY))
    let navigation = try #require(controller.presentedViewController as? UINavigationController)
    #expect(navigation.view.frame == host.window.bounds && controller.view.window == nil)
    assertSnapshot(of: host, as: .image, named: "resetPresented")
    // The message starts 20 pt below the navigation bar (44 + 44 on an iPhone X) and 20 in.
    let reset = try #require(navigation.topViewController as? ResetPasswordViewController)
    #expect(reset.messageLabel.frame.origin == CGPoint(x: 20, y: 108))
    reset.dismiss(animated: true)
    #expect(controller.presentedViewController == nil && controller.view.window === host.window)
  }
}
