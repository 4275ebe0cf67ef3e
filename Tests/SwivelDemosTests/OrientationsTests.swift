import SwivelDemos
import SwivelSnapshotTesting
import Testing

@Suite struct OrientationsTests {
  static let scene = SceneCatalog.named("Orientations")!

  @Test func allowsPortraitAndLandscapeLeftOnly() throws {
    #expect(try Self.scene.allowedOrientations(on: .iphone6) == [.portrait, .landscapeLeft])
    #expect(try Self.scene.allowedOrientations(on: .ipad) == [.portrait, .landscapeLeft])
  }

  @Test func turningTheOtherWaysLeavesTheInterfaceWhereItWas() throws {
    let host = try Self.scene.launch(on: .iphone6)
    // Device landscapeRight (home button left) shows interface landscapeLeft: allowed.
    #expect(try host.rotate(to: .landscapeRight))
    #expect(host.interfaceOrientation == .landscapeLeft)
    // Device landscapeLeft would need interface landscapeRight: refused.
    #expect(try !host.rotate(to: .landscapeLeft))
    #expect(host.interfaceOrientation == .landscapeLeft)
    #expect(try !host.rotate(to: .portraitUpsideDown))
    #expect(host.interfaceOrientation == .landscapeLeft)
  }

  @Test(arguments: [Device.iphone6, .ipad, .iphonex])
  func labelIsCentredNearTheTopInEveryAllowedOrientation(device: Device) throws {
    for orientation in try Self.scene.allowedOrientations(on: device) {
      let host = try Self.scene.launch(on: device, orientation: orientation)
      let label = try #require(host.window.view(withIdentifier: "thisWayUp") as? Label)
      let root = try #require(host.rootViewController.view)
      #expect(label.text == "This way up")
      #expect(abs(label.frame.midX - root.bounds.midX) <= 0.5)
      // The label is 20.33 pt tall on a 3× screen, so its frame, derived from its centre,
      // carries floating-point error.
      #expect(abs(label.frame.minY - (root.safeAreaInsets.top + 20)) < 1e-9)
    }
  }
}
