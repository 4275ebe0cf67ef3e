import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Expected frames follow UIKit's rule by hand: a size change Δ is shared among an axis's
/// flexible parts in proportion to their sizes (designed at 320 × 480 pt).
@Suite struct AutoresizingDemoTests {
  static let scene = SceneCatalog.named("Autoresizing")!

  private func expectClose(
    _ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let close = [
      (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
      (actual.height, expected.height),
    ].allSatisfy { abs($0.0 - $0.1) < 1e-9 }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  @Test func portraitIPhone6SharesTheExtraSpaceByTheMasks() throws {
    let host = try Self.scene.launch(on: .iphone6)
    host.window.layoutIfNeeded()
    let controller = try #require(host.rootViewController as? AutoresizingViewController)
    // Δw = 55, Δh = 187.
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    // Left 48 + 55·48/320, width 224 + 55·224/320; the height takes all of Δh.
    expectClose(controller.card.frame, CGRect(x: 56.25, y: 120, width: 262.5, height: 447))
    expectClose(
      controller.shareButton.frame, CGRect(x: 70.3125, y: 583, width: 234.375, height: 44))
    // The Edit label keeps its 48-pt right margin; the title stays centred.
    #expect(controller.header.bounds.width - controller.editLabel.frame.maxX == 48)
    #expect(controller.titleLabel.frame.midX == 187.5)
    // Inside the card (Δw 38.5, Δh 187): the photo takes the height, the caption moves down.
    expectClose(controller.photo.frame, CGRect(x: 0, y: 0, width: 262.5, height: 397))
    expectClose(controller.caption.frame, CGRect(x: 12, y: 405, width: 238.5, height: 34))
  }

  @Test func landscapeAndBackAgain() throws {
    let host = try Self.scene.launch(on: .iphone6)
    host.window.layoutIfNeeded()
    let controller = try #require(host.rootViewController as? AutoresizingViewController)
    let portrait = [controller.card.frame, controller.shareButton.frame, controller.photo.frame]
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    // Proportional shares keep the design's proportions: left 48/320 of 667.
    expectClose(
      controller.card.frame,
      CGRect(x: 48.0 / 320 * 667, y: 120, width: 224.0 / 320 * 667, height: 155))
    expectClose(
      controller.shareButton.frame,
      CGRect(x: 60.0 / 320 * 667, y: 291, width: 200.0 / 320 * 667, height: 44))
    #expect(controller.card.frame.maxY < controller.shareButton.frame.minY)
    #expect(controller.header.frame.maxY < controller.card.frame.minY)
    try host.rotate(toInterface: .portrait)
    host.window.layoutIfNeeded()
    for (now, before) in zip(
      [controller.card.frame, controller.shareButton.frame, controller.photo.frame], portrait)
    {
      expectClose(now, before)
    }
  }

  @Test func noViewLeavesTheScreenOnAnyDevice() throws {
    for device in Device.catalog {
      for orientation in try Self.scene.allowedOrientations(on: device) {
        let host = try Self.scene.launch(on: device, orientation: orientation)
        host.window.layoutIfNeeded()
        let controller = try #require(host.rootViewController as? AutoresizingViewController)
        let screen = controller.view.bounds
        for view in [controller.header, controller.card, controller.shareButton] {
          #expect(screen.contains(view.frame), "\(device) \(orientation): \(view.frame)")
        }
        #expect(
          controller.card.frame.height > 0 && controller.photo.frame.height > 0,
          "\(device) \(orientation)")
      }
    }
  }
}
