import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The tutorial-style terms screen: a text view that fills the view and wraps its text.
@Suite struct TermsScreenTests {
  @Test(arguments: PortedScreenTests.cells)
  func terms(_ cell: DeviceConfiguration) {
    assertSnapshot(of: PortedScreenTests.inNavigation(TermsViewController()), as: .image(on: cell))
  }

  @Test func theTextViewFillsTheViewAndRewrapsInLandscape() throws {
    let controller = TermsViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: PortedScreenTests.inNavigation(controller))
    host.window.layoutIfNeeded()
    #expect(controller.textView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // Under the navigation bar the content starts below the 64 pt of bars, as in UIKit.
    #expect(controller.textView.adjustedContentInset.top == 64)
    let portraitHeight = controller.textView.contentSize.height
    // The heading's line, a line of insets and at least ten lines of body text.
    #expect(portraitHeight > 32 + 10 * UIFont.preferredFont(forTextStyle: .body).lineHeight)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.textView.frame.size == CGSize(width: 667, height: 375))
    // Wider lines, fewer of them.
    #expect(controller.textView.contentSize.height < portraitHeight)
    #expect(controller.textView.contentSize.width == 667)
  }
}
