import Testing
import SwivelUIKit

@Suite struct ScreenAndTransitionTests {
  @Test func aUIKitStyleControllerReadsTheScreenAndAnimatesAlongTheRotation() throws {
    let controller = FullScreenPhotoViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarStyle == .lightContent)
    #expect(controller.view.safeAreaInsets.top == 0)  // iPhone 6: the hidden bar was the only inset
    #expect(controller.photo.frame == CGRect(x: 0, y: 146, width: 375, height: 375))
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(controller.photo.frame == CGRect(x: 146, y: 0, width: 375, height: 375))
    #expect(controller.captionHiddenDuringRotation == [true])
    #expect(controller.completions == 1)
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))  // no host running: the fallback
  }
}
