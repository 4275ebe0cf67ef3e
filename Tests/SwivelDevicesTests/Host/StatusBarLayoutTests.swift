import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Status bar positions against the iOS UI kits' frames (docs/reference/bars-and-transitions.md):
/// iPhone X (iOS 13–15 kit, 375 × 44): time box centred at x = 48, the cellular, Wi-Fi and
/// battery group at x = 293.67 … 360.33, y = 17.33 … 28.67; iPhone 14 Pro (iOS 16+ kit,
/// 393 × 54): a row 22 pt tall from y = 21, the time centred in 16 … 128.5, the glyphs in
/// 264.5 … 377 with 7-pt gaps.
@Suite struct StatusBarLayoutTests {
  private final class Plain: ViewController {}

  private func layout(_ device: Device, _ model: RotationModel = .modern) throws -> StatusBarLayout
  {
    let host = try DeviceHost(device: device, rootViewController: Plain(), model: model)
    return try #require(host.statusBarLayout)
  }

  private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func notchPhonesPutTheTimeInTheLeftEarAndTheGlyphsInTheRight() throws {
    let bar = try layout(.iphonex)
    #expect(bar.arrangement == .housing)
    #expect(bar.texts.map(\.string) == ["9:41"])
    #expect(bar.texts[0].font == .systemFont(ofSize: 15, weight: .semibold))
    #expect(near(bar.texts[0].frame.midX, 48))
    #expect(near(bar.texts[0].frame.midY, 23))
    #expect(bar.glyphs.map(\.glyph) == [.cellular, .wifi, .battery])
    #expect(near(bar.glyphs[0].frame.minX, 293.67))
    #expect(near(bar.glyphs[1].frame.minX, 315.7))
    #expect(near(bar.glyphs[2].frame.minX, 336))
    #expect(near(bar.glyphs[2].frame.maxX, 360.33))
    #expect(near(bar.glyphs[2].frame.minY, 17.33) && near(bar.glyphs[2].frame.height, 11.33))
  }

  @Test func nothingIsDrawnUnderTheHousing() throws {
    for device in [Device.iphonex, .iphone11, .iphone12, .iphone14pro, .iphone15promax] {
      let bar = try layout(device)
      let housing = try #require(device.sensorHousing).frame
      let frames = bar.texts.map(\.frame) + bar.glyphs.map(\.frame)
      #expect(frames.allSatisfy { $0.maxX <= housing.minX || $0.minX >= housing.maxX }, "\(device)")
      #expect(
        frames.allSatisfy { $0.minX >= 13 && $0.maxX <= device.portraitSize.width - 13 },
        "\(device)")
    }
  }

  @Test func dynamicIslandPhonesUseTheIOS16Row() throws {
    let bar = try layout(.iphone14pro)
    #expect(bar.arrangement == .dynamicIsland)
    #expect(bar.texts[0].font == .systemFont(ofSize: 17, weight: .semibold))
    #expect(near(bar.texts[0].frame.midX, (16 + 128.5) / 2))
    #expect(near(bar.texts[0].frame.midY, 32))
    #expect(bar.glyphs.map(\.glyph) == [.cellular, .wifi, .roundedBattery])
    let group = bar.glyphs[0].frame.union(bar.glyphs[2].frame)
    #expect(near(group.midX, (264.5 + 377) / 2))
    let rowWidth: CGFloat = 19.2 + 7 + 17.14 + 7 + 27.33
    #expect(near(group.width, rowWidth))
    #expect(near(bar.glyphs[2].frame.midY, 32))
  }

  @Test func homeButtonPhonesCentreTheTime() throws {
    let bar = try layout(.iphone6)
    #expect(bar.arrangement == .homeButton)
    #expect(bar.texts.map(\.string) == ["Carrier", "9:41 AM"])
    #expect(bar.texts[0].frame.minX == 6)
    #expect(near(bar.texts[1].frame.midX, 187.5))
    #expect(bar.glyphs.map(\.glyph) == [.wifi, .battery])
    #expect(near(bar.glyphs[0].frame.minX, bar.texts[0].frame.maxX + 4))
    #expect(near(bar.glyphs[1].frame.maxX, 369))
    #expect(bar.glyphs.allSatisfy { near($0.frame.midY, 10) })
  }

  @Test func iPadsShowTheTimeAndDateAtTheLeft() throws {
    let bar = try layout(.ipad)
    #expect(bar.arrangement == .pad)
    #expect(bar.texts.map(\.string) == ["9:41 AM", "Tue Jan 9", "100%"])
    #expect(bar.texts[0].frame.minX == 8)
    #expect(near(bar.texts[1].frame.minX, bar.texts[0].frame.maxX + 6))
    #expect(bar.glyphs.map(\.glyph) == [.wifi, .battery])
    #expect(near(bar.glyphs[1].frame.maxX, 760))
    #expect(bar.texts[2].frame.maxX < bar.glyphs[1].frame.minX)
    #expect(bar.glyphs[0].frame.maxX < bar.texts[2].frame.minX)
    // Rounded iPads keep 20 pt from their corners.
    let pro = try layout(.ipadpro11)
    #expect(pro.texts[0].frame.minX == 20)
    #expect(near(pro.glyphs[1].frame.maxX, 834 - 20))
    #expect(near(pro.texts[0].frame.midY, 12))
  }

  @Test func theLegacyModelsTwentyPointBarOnHousingPhonesHasTheHomeButtonArrangement() throws {
    #expect(try layout(.iphonex, .legacy).arrangement == .homeButton)
    #expect(try layout(.iphone6, .legacy) == layout(.iphone6))
    #expect(try layout(.ipad, .legacy) == layout(.ipad))
  }

  @Test func aHiddenBarHasNoLayout() throws {
    let host = try DeviceHost(device: .iphonex, rootViewController: Plain())
    try host.rotate(to: .landscapeLeft)
    #expect(host.statusBarLayout == nil)
    // The safe area keeps the housing's insets whatever the bar draws.
    #expect(host.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  @Test func glyphShapesFillTheirFrames() {
    let frame = CGRect(x: 10, y: 5, width: 17, height: 10.67)
    let bars = StatusBarGlyph.cellular.shapes(in: frame)
    #expect(bars.count == 4)
    // The kit's bars: 3 wide, 4.67 apart, 4 … 10.67 tall, bottoms at the frame's bottom.
    let boxes = bars.map(\.path.boundingBox)
    #expect(boxes.allSatisfy { near($0.width, 3) && near($0.maxY, 15.67) })
    #expect(near(boxes[1].minX - boxes[0].minX, 14.0 / 3))
    #expect(near(boxes[0].height, 4) && near(boxes[3].height, 10.67))
    let battery = StatusBarGlyph.battery.shapes(in: CGRect(x: 0, y: 0, width: 24.33, height: 11.33))
    #expect(battery.map(\.opacity) == [0.35, 0.4, 1])
    #expect(battery[0].lineWidth == 1)
    #expect(
      near(battery[2].path.boundingBox.width, 18) && near(battery[2].path.boundingBox.height, 7.33))
    let wifi = StatusBarGlyph.wifi.shapes(in: CGRect(x: 0, y: 0, width: 15.27, height: 10.97))
    #expect(wifi.count == 3)
    // The fan is symmetric about the frame's centre line and its point is the bottom centre.
    #expect(wifi.allSatisfy { near($0.path.boundingBox.midX, 15.27 / 2) })
    #expect(near(wifi[0].path.boundingBox.maxY, 10.97))
  }
}
