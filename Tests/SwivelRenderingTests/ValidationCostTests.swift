import SwivelGraphics
import SwivelRendering
import SwivelSupport
import Testing

/// The renderer's check of every node formats a value as text only for the error it throws
/// (counted by `WorkCounter`, one unit per value formatted).
@Suite struct ValidationCostTests {
  private func tree(childCornerRadius: CGFloat) -> RenderNode {
    var root = RenderNode(
      path: "Root", transform: .identity, bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = Color(RGBA8(r: 255, g: 255, b: 255))
    var child = RenderNode(
      path: "Root > Child", transform: CGAffineTransform(translationX: 2, y: 3),
      bounds: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.backgroundColor = Color(RGBA8(r: 0, g: 192, b: 0))
    child.cornerRadius = childCornerRadius
    root.children = [child]
    return root
  }

  @Test func aValidTreeFormatsNoValue() throws {
    let counter = WorkCounter()
    let bitmap = try WorkCounter.$current.withValue(counter) {
      try Renderer.render(
        tree(childCornerRadius: 2), size: CGSize(width: 20, height: 20), scale: 1, background: nil)
    }
    #expect(bitmap.width == 20 && bitmap.height == 20)
    #expect(bitmap.pixels[0] == 0xFFFF_FFFF)
    #expect(counter.count == 0)
  }

  @Test func aNonFiniteValueIsFormattedForItsError() {
    let counter = WorkCounter()
    WorkCounter.$current.withValue(counter) {
      #expect {
        try Renderer.render(
          tree(childCornerRadius: .nan), size: CGSize(width: 20, height: 20), scale: 1,
          background: nil)
      } throws: { error in
        guard case .invalidGeometry(let path, let field, let value) = error as? RenderError else {
          return false
        }
        return path == "Root > Child" && field == "cornerRadius" && value == "nan"
      }
    }
    #expect(counter.count == 1)
  }
}
