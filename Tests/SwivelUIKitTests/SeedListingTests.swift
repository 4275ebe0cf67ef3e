import SwivelDemos
import SwivelUIKit
import Testing

/// The seed's listing written as UIKit code (`SeedAllInCodeViewController.swift`) behaves and
/// draws exactly as Swivel's own translation of it, the `AllInCode` demo.
@Suite struct SeedListingTests {
  @Test(arguments: [InterfaceOrientation.portrait, .landscapeLeft, .portraitUpsideDown])
  func theUIKitListingDrawsTheDemosPixels(orientation: InterfaceOrientation) throws {
    let uikit = try DeviceHost(device: .iphone6, rootViewController: SeedAllInCodeViewController())
    let demo = try DeviceHost(device: .iphone6, rootViewController: AllInCodeViewController())
    try uikit.rotate(toInterface: orientation)
    try demo.rotate(toInterface: orientation)
    let uikitPixels = try uikit.renderImage()
    let demoPixels = try demo.renderImage()
    #expect(uikitPixels == demoPixels)
  }

  @Test func theListingsFramesAreTheSeedsNumbers() throws {
    let controller = SeedAllInCodeViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // Portrait 375 × 667: (20, 20, 375 − 40, 667 / 2 − 40).
    #expect(controller.buttonA.frame == CGRect(x: 20, y: 20, width: 335, height: 293.5))
    try host.rotate(toInterface: .landscapeRight)
    // Landscape 667 × 375: button B at y = 375 / 2 + 30.
    #expect(controller.buttonB.frame == CGRect(x: 20, y: 217.5, width: 627, height: 147.5))
    #expect(controller.theLabel.frame == CGRect(x: 293.5, y: 20, width: 200, height: 20))
  }

  @Test func aTapOnButtonBShowsItsTitle() throws {
    let controller = SeedAllInCodeViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    host.tap(at: CGPoint(x: 187.5, y: 500))
    #expect(controller.theLabel.text == "Button B")
  }
}
