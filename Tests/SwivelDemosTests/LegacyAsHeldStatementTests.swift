import SwivelDemos
import Testing

/// The README's statement, as written: "a legacy render taken as held equals the modern render
/// pixel for pixel when the scene's layout ignores the safe area and the status bar is left
/// out; with the status bar they match only where both models show the same 20-pt bar (iPads,
/// and iPhones with a home button in portrait). They differ on iPhones in landscape (the legacy
/// status bar stays) and for layouts that use the safe area (the legacy safe area is the 20-pt
/// bar in every orientation)."
@Suite struct LegacyAsHeldStatementTests {
  private func renders(
    _ name: String, on device: Device, _ orientation: InterfaceOrientation, statusBar: Bool
  ) throws -> (held: Bitmap, modern: Bitmap) {
    let scene = try #require(SceneCatalog.named(name))
    let legacy = try scene.launch(on: device, orientation: orientation, model: .legacy)
    let modern = try scene.launch(on: device, orientation: orientation, model: .modern)
    return (
      try legacy.renderImage(asHeld: true, statusBar: statusBar),
      try modern.renderImage(statusBar: statusBar)
    )
  }

  @Test(arguments: [Device.iphone4s, .iphone6, .iphone6plus, .iphonex, .ipad])
  func aLayoutIgnoringTheSafeAreaMatchesWithoutTheStatusBar(device: Device) throws {
    for orientation in InterfaceOrientation.known
    where device.interfaceOrientations.contains(orientation) {
      let pair = try renders("AllInCode", on: device, orientation, statusBar: false)
      #expect(pair.held == pair.modern, "\(device.id) \(orientation)")
    }
  }

  @Test func withTheStatusBarTheyMatchWhereBothShowTheSameBar() throws {
    for orientation in InterfaceOrientation.known {
      let pair = try renders("AllInCode", on: .ipad, orientation, statusBar: true)
      #expect(pair.held == pair.modern, "ipad \(orientation)")
    }
    for device in [Device.iphone4s, .iphone6, .iphone6plus] {
      let pair = try renders("AllInCode", on: device, .portrait, statusBar: true)
      #expect(pair.held == pair.modern, "\(device.id) portrait")
    }
  }

  @Test func withTheStatusBarAnIPhoneInLandscapeOrWithASensorHousingDiffers() throws {
    let landscape = try renders("AllInCode", on: .iphone6, .landscapeLeft, statusBar: true)
    #expect(landscape.held != landscape.modern)
    // The legacy bar is 20 pt; an iPhone X's is 44.
    let notched = try renders("AllInCode", on: .iphonex, .portrait, statusBar: true)
    #expect(notched.held != notched.modern)
  }

  @Test func aLayoutUsingTheSafeAreaDiffersEvenWithoutTheStatusBar() throws {
    // The Layout demo measures from the margins: the legacy safe area keeps 20 pt on top in
    // landscape, and on an iPhone X it is 20 pt instead of 44.
    let landscape = try renders("Layout", on: .iphone6, .landscapeLeft, statusBar: false)
    #expect(landscape.held != landscape.modern)
    let notched = try renders("Layout", on: .iphonex, .portrait, statusBar: false)
    #expect(notched.held != notched.modern)
  }
}
