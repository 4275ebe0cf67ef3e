import SwivelDemos
import SwivelSnapshotTesting
import Testing

@Suite struct SwapperTests {
  static let legacy = SceneCatalog.named("Swapper")!
  static let modern = SceneCatalog.named("SwapperModern")!

  @Test(arguments: [
    (InterfaceOrientation.landscapeRight, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
    (.landscapeLeft, CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
  ])
  func legacySwapPutsTheLandscapeViewUnderTheRootRotation(
    orientation: InterfaceOrientation, transform: CGAffineTransform
  ) throws {
    let host = try Self.legacy.launch(on: .iphone6, orientation: orientation)
    let root = try #require(host.rootViewController.view)
    #expect(root.identifier == "landscapeView")
    #expect(root.transform == transform)
    #expect(root.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(host.window.subviews.count == 1)
    try host.rotate(to: .portrait)
    #expect(host.rootViewController.view.identifier == "portraitView")
    #expect(host.rootViewController.view.transform == .identity)
    #expect(host.window.subviews.count == 1)
  }

  @Test func modernSwapUsesNoTransform() throws {
    let host = try Self.modern.launch(on: .iphone6, orientation: .landscapeLeft)
    let root = try #require(host.rootViewController.view)
    #expect(root.identifier == "landscapeView")
    #expect(root.transform == .identity)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
  }

  @Test(arguments: [Device.iphone6, .iphone4s, .ipad])
  func legacyAsHeldLooksLikeModern(device: Device) throws {
    for orientation in try Self.legacy.allowedOrientations(on: device) {
      let held = try Self.legacy.launch(on: device, orientation: orientation).renderImage(
        asHeld: true, statusBar: false)
      let modern = try Self.modern.launch(on: device, orientation: orientation).renderImage(
        statusBar: false)
      #expect(held == modern, "\(device.id) \(orientation)")
    }
  }

  @Test func legacyFramebufferInLandscape() {
    // The window as it is: portrait hardware pixels with the content turned.
    assertSnapshot(
      of: Self.legacy, as: .image(on: .iphone6, orientation: .landscapeRight),
      named: "iphone6.landscapeRight")
  }
}
