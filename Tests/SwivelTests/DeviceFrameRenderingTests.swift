import Swivel
import Testing

/// Documentation images with the device's screen shape: corners transparent, the sensor
/// housing black, optionally an outline (corner radii: `_displayCornerRadius`, iOS 14.1).
@Suite struct DeviceFrameRenderingTests {
  private final class Red: ViewController {
    override func viewDidLoad() { view.backgroundColor = .red }
  }

  private let red: UInt32 = 0xFFFF_0000
  private let black: UInt32 = 0xFF00_0000

  private func render(
    _ device: Device, _ orientation: InterfaceOrientation = .portrait, frame: DeviceFrame,
    statusBar: Bool = false
  ) throws -> Bitmap {
    let host = try DeviceHost(device: device, rootViewController: Red())
    try host.rotate(toInterface: orientation)
    return try host.renderImage(statusBar: statusBar, deviceFrame: frame)
  }

  @Test func roundedCornersAreTransparent() throws {
    let image = try render(.iphonex, frame: .screen)
    #expect(image.width == 1125 && image.height == 2436)
    #expect(image[0, 0] == 0 && image[1124, 2435] == 0)  // fully transparent corners
    // 39 pt of continuous corner: 8 pt in along the diagonal is still outside the curve,
    // 20 pt in is inside it.
    #expect(image[24, 24] == 0)
    #expect(image[60, 60] == red)
    #expect(image[562, 1218] == red)
    // The edges' middles are opaque to the last pixel.
    #expect(image[0, 1218] == red && image[562, 2435] == red)
  }

  @Test func theNotchIsBlackAndTurnsWithTheInterface() throws {
    let portrait = try render(.iphonex, frame: .screen)
    #expect(portrait[562, 30] == black)  // the notch's middle, 10 pt down
    #expect(portrait[562, 100] == red)  // below the 30-pt notch
    #expect(portrait[3 * 70, 30] == red)  // the left ear
    // landscapeLeft: home side on the left, so the notch is at the right-hand edge.
    let left = try render(.iphonex, .landscapeLeft, frame: .screen)
    #expect(left.width == 2436)
    #expect(left[2436 - 30, 562] == black && left[30, 562] == red)
    let right = try render(.iphonex, .landscapeRight, frame: .screen)
    #expect(right[30, 562] == black && right[2436 - 30, 562] == red)
  }

  @Test func theDynamicIslandFloatsBelowTheTopEdge() throws {
    let image = try render(.iphone14pro, frame: .screen)
    let x = Int(393.0 / 2 * 3)
    #expect(image[x, 3 * 5] == red)  // above the island (11.33 pt down)
    #expect(image[x, 3 * 30] == black)  // its middle
    #expect(image[x, 3 * 52] == red)  // below it (48.67 pt)
  }

  @Test func squareScreensLookAsWithoutAFrame() throws {
    #expect(
      try render(.iphone6, frame: .screen, statusBar: true)
        == render(.iphone6, frame: .none, statusBar: true))
  }

  @Test func theOutlineSurroundsTheScreen() throws {
    let image = try render(.iphonex, frame: .outline)
    let margin = Int(DeviceFrame.outlineWidth * 3)
    #expect(image.width == 1125 + 2 * margin && image.height == 2436 + 2 * margin)
    #expect(image[0, 0] == 0)
    #expect(image[margin / 2, image.height / 2] == 0xFF1C_1C1E)  // the band
    #expect(image[margin + 10, image.height / 2] == red)  // the screen
    // Around a square screen the outline still has rounded outer corners.
    let square = try render(.iphone6, frame: .outline)
    #expect(
      square[0, 0] == 0
        && square[Int(DeviceFrame.outlineWidth * 2) + 2, Int(DeviceFrame.outlineWidth * 2) + 2]
          == red
    )
  }

  @Test func booleansStandForTheScreenFrame() {
    let on: DeviceFrame = true, off: DeviceFrame = false
    #expect(on == .screen && off == .none)
  }

  @Test func framedRendersAreDeterministic() throws {
    #expect(
      try render(.iphone12, frame: .outline, statusBar: true)
        == render(.iphone12, frame: .outline, statusBar: true))
  }
}
