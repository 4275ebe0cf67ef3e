import SwivelSnapshotTesting
import Testing

/// `.image(on:…, presentation: .init(deviceFrame:))`: off unless asked, so goldens stay the plain screen.
@Suite struct DeviceFrameStrategyTests {
  final class White: ViewController {
    override func viewDidLoad() { view.backgroundColor = .white }
  }

  private static let scene = Scene("White", summary: "A white screen.") { White() }

  @Test func theScreenShapeIsDrawnOnlyWhenAsked() throws {
    let plain = try Snapshotting<Scene, Bitmap>.image(on: .iphonex).snapshot(Self.scene)
    #expect(plain[0, 0] == 0xFFFF_FFFF)
    let framed = try Snapshotting<Scene, Bitmap>.image(
      on: .iphonex, presentation: .init(deviceFrame: true)
    ).snapshot(
      Self.scene)
    #expect(framed[0, 0] == 0)  // the rounded corner is transparent
    #expect(framed[562, 30] == 0xFF00_0000)  // the notch
    let outlined = try Snapshotting<ViewController, Bitmap>.image(
      on: .iphonex, presentation: .init(deviceFrame: .outline)
    ).snapshot(White())
    #expect(outlined.width == 1125 + 2 * 36)
  }
}
