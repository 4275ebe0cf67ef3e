import SwivelSnapshotTesting
import Testing

@Suite struct TraitStrategyTests {
  final class SystemScreen: ViewController {
    override func viewDidLoad() { view.backgroundColor = .systemBackground }
  }

  private static let scene = Scene("System", summary: "A system-background screen.") {
    SystemScreen()
  }

  @Test func traitsReachTheHostedScene() throws {
    let dark = try Snapshotting<Scene, Bitmap>.image(
      on: .iphone6,
      traits: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
    ).snapshot(Self.scene)
    #expect(dark[10, 600] == 0xFF00_0000)  // systemBackground is black in dark mode
    let light = try Snapshotting<Scene, Bitmap>.image(on: .iphone6).snapshot(Self.scene)
    #expect(light[10, 600] == 0xFFFF_FFFF)
    let controller = try Snapshotting<ViewController, Bitmap>.image(
      traits: .init(userInterfaceStyle: .dark)
    )
    .snapshot(SystemScreen())
    #expect(controller[10, 600] == 0xFF00_0000)
  }

  @Test func matrixCellsCarryTraitsIntoTheirNames() throws {
    let cells = DeviceConfiguration.matrix(
      devices: [.iphone6], orientations: [.portrait, .landscapeLeft],
      traits: [.init(), .init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft)])
    #expect(
      cells.map(\.description) == [
        "iphone6.portrait", "iphone6.portrait.dark", "iphone6.portrait.rtl",
        "iphone6.landscapeLeft", "iphone6.landscapeLeft.dark", "iphone6.landscapeLeft.rtl",
      ])
    let bitmap = try Snapshotting<Scene, Bitmap>.image(on: cells[1]).snapshot(Self.scene)
    #expect(bitmap[10, 600] == 0xFF00_0000)
  }
}
