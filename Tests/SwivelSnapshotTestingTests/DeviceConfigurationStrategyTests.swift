import SwivelSnapshotTesting
import Testing

@Suite struct DeviceConfigurationStrategyTests {
  private static let scene = Scene("Plain", summary: "A white screen.") { ViewController() }

  @Test func aMatrixCellRendersItsDeviceAndOrientation() throws {
    let cell = DeviceConfiguration(device: .iphone4s, orientation: .landscapeLeft)
    let bitmap = try Snapshotting<Scene, Bitmap>.image(on: cell).snapshot(Self.scene)
    // iPhone 4s landscape at 2×: 480 × 320 pt.
    #expect(bitmap.width == 960 && bitmap.height == 640)
    #expect(cell.description == "iphone4s.landscapeLeft")
  }
}
