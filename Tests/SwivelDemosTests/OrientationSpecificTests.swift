import SwivelDemos
import SwivelSnapshotTesting
import Testing

@Suite struct OrientationSpecificTests {
  static let scene = SceneCatalog.named("OrientationSpecific")!

  private func squares(_ host: DeviceHost) throws -> [CGRect] {
    try (1...3).map { index in
      try #require(host.window.view(withIdentifier: "square\(index)")).frame
    }
  }

  @Test(arguments: [Device.iphone6, .ipad, .iphone14pro])
  func tallIsAColumnAndWideIsARow(device: Device) throws {
    let host = try Self.scene.launch(on: device)
    let controller = try #require(host.rootViewController as? OrientationSpecificViewController)
    let tall = try squares(host)
    #expect(controller.arrangement == .column)
    #expect(tall[0].minX == tall[1].minX && tall[1].minX == tall[2].minX)
    #expect(tall[1].minY - tall[0].maxY == 20 && tall[2].minY - tall[1].maxY == 20)
    #expect(tall.allSatisfy { $0.width == $0.height })

    #expect(try host.rotate(to: .landscapeLeft))
    let wide = try squares(host)
    #expect(controller.arrangement == .row)
    #expect(wide[0].minY == wide[1].minY && wide[1].minY == wide[2].minY)
    #expect(wide[1].minX - wide[0].maxX == 20 && wide[2].minX - wide[1].maxX == 20)
    let content = try #require(host.rootViewController.view)
    #expect(wide.allSatisfy { content.bounds.contains($0) })
  }

  @Test func theSwitchHappensInViewWillTransitionBeforeTheBoundsChange() throws {
    let controller = OrientationSpecificViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(controller.arrangement == .column)
    controller.viewWillTransition(to: CGSize(width: 667, height: 375))
    #expect(controller.arrangement == .row)
    #expect(controller.view.bounds.size == CGSize(width: 375, height: 667))  // still the old bounds
    controller.viewWillTransition(to: CGSize(width: 375, height: 667))
    #expect(controller.arrangement == .column)
    #expect(host.interfaceOrientation == .portrait)
  }
}
