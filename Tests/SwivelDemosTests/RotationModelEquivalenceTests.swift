import SwivelDemos
import Testing

/// For a scene that behaves the same in both models, the legacy render as held equals the
/// modern render pixel for pixel, on every device and orientation.
@Suite struct RotationModelEquivalenceTests {
  @Test(arguments: Device.catalog)
  func allInCodeAsHeldMatchesModern(device: Device) throws {
    let scene = SceneCatalog.named("AllInCode")!
    // AllInCode allows all four; Face ID iPhones never show upside down.
    for orientation in InterfaceOrientation.known
    where device.interfaceOrientations.contains(orientation) {
      let legacy = try scene.launch(on: device, orientation: orientation, model: .legacy)
      let modern = try scene.launch(on: device, orientation: orientation, model: .modern)
      #expect(
        legacy.interfaceOrientation == orientation && modern.interfaceOrientation == orientation)
      let held = try legacy.renderImage(asHeld: true, statusBar: false)
      let upright = try modern.renderImage(statusBar: false)
      #expect(held == upright, "\(device.id) \(orientation)")
      if orientation != .portrait {
        #expect(try legacy.renderImage(statusBar: false) != upright)
      }
    }
  }

  @Test func iPadStatusBarsMatchToo() throws {
    let scene = SceneCatalog.named("AllInCode")!
    for orientation in InterfaceOrientation.known {
      let legacy = try scene.launch(on: .ipad, orientation: orientation, model: .legacy)
      let modern = try scene.launch(on: .ipad, orientation: orientation, model: .modern)
      #expect(try legacy.renderImage(asHeld: true) == modern.renderImage(), "\(orientation)")
    }
  }
}
