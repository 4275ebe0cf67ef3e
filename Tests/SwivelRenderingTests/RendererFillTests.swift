import SwivelGraphics
import SwivelRendering
import Testing

/// The renderer paints a node's background over the image's background, exactly.
@Suite struct RendererFillTests {
  @Test func backgroundAndNodeFillAreExact() throws {
    var node = RenderNode(
      path: "Root", transform: .identity, bounds: CGRect(x: 0, y: 0, width: 2, height: 1))
    node.backgroundColor = Color(RGBA8(r: 0, g: 192, b: 0))
    let bitmap = try Renderer.render(
      node, size: CGSize(width: 4, height: 2), scale: 1,
      background: Color(RGBA8(r: 255, g: 255, b: 255)))
    #expect(bitmap.width == 4 && bitmap.height == 2)
    #expect(
      bitmap.pixels == [
        0xFF00_C000, 0xFF00_C000, 0xFFFF_FFFF, 0xFFFF_FFFF,
        0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF,
      ])
  }
}
