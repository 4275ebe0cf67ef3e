import SwivelGraphics
import SwivelRendering
import Testing

/// Underlines and strikethroughs resolve their colour for the node's appearance before deciding
/// whether there is anything to draw, like every other colour.
@Suite struct TextLineAppearanceTests {
  @Test func aLineClearInLightButRedInDarkDrawsInDark() throws {
    let color = Color(
      light: Color(RGBA8(r: 0, g: 0, b: 0, a: 0)), dark: Color(RGBA8(r: 255, g: 0, b: 0)))
    var node = RenderNode(
      path: "Root", transform: .identity, bounds: CGRect(x: 0, y: 0, width: 4, height: 4))
    node.content = [
      .textLine(rect: CGRect(x: 0, y: 0, width: 4, height: 4), color: color, clip: node.bounds)
    ]
    let white = Color(RGBA8(r: 255, g: 255, b: 255))
    let light = try Renderer.render(
      node, size: CGSize(width: 4, height: 4), scale: 1, background: white)
    node.isDark = true
    let dark = try Renderer.render(
      node, size: CGSize(width: 4, height: 4), scale: 1, background: white)
    #expect(light[1, 1] == 0xFFFF_FFFF)
    #expect(dark[1, 1] == 0xFFFF_0000)
  }
}
