import Swivel
import Testing

@Suite struct ViewRenderScaleTests {
  private func box() -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    view.backgroundColor = .red
    return view
  }

  @Test func aViewInNoWindowRendersAt2x() throws {
    let image = try box().renderImage()
    #expect((image.width, image.height) == (20, 10))
  }

  @Test func aViewRendersAtItsTraitsDisplayScale() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2)
    window.screenTraits = TraitCollection(displayScale: 3)
    let view = box()
    window.addSubview(view)
    let image = try view.renderImage()
    #expect((image.width, image.height) == (30, 15))
    #expect(image.scale == 3)
  }

  @Test func aViewOnADeviceRendersAtTheDevicesScale() throws {
    let window = Window(device: .iphonex)
    let view = box()
    window.addSubview(view)
    #expect(try view.renderImage().width == 30)
    #expect(try view.renderImage(scale: 1).width == 10)  // an explicit scale wins
  }
}
