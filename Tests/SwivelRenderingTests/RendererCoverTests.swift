import SwivelGraphics
import SwivelRendering
import Testing

/// The renderer leaves out the background fill only when an opaque rectangle drawn first
/// covers the whole image, and the pixels are the same either way.
@Suite struct RendererCoverTests {
  private let red = Color(RGBA8(r: 255, g: 0, b: 0))
  private let scale = CGAffineTransform(scaleX: 2, y: 2)

  /// A 3 × 2-point node at the origin: 6 × 4 pixels at scale 2.
  private func node(_ color: Color? = nil, width: CGFloat = 3, height: CGFloat = 2) -> RenderNode {
    var node = RenderNode(
      path: "Root", transform: .identity, bounds: CGRect(x: 0, y: 0, width: width, height: height))
    node.backgroundColor = color
    return node
  }

  private func paint(_ node: RenderNode, width: Int = 6, height: Int = 4) -> Renderer.FirstPaint {
    Renderer.firstPaint(of: node, parent: scale, width: width, height: height)
  }

  @Test func anOpaqueRectangleOverTheWholeImageCoversIt() {
    #expect(paint(node(red)) == .opaqueCover)
    #expect(paint(node(red, width: 4, height: 3)) == .opaqueCover)
  }

  @Test func aShortTranslucentOrRoundedBackgroundDoesNot() {
    #expect(paint(node(red, width: 2.9)) == .other)  // 5.8 of 6 pixels
    #expect(paint(node(red, height: 1.9)) == .other)
    #expect(paint(node(Color(RGBA8(r: 255, g: 0, b: 0, a: 254)))) == .other)
    var rounded = node(red)
    rounded.cornerRadius = 0.5
    #expect(paint(rounded) == .other)
  }

  @Test func aShadowOrGroupOpacityComesFirst() {
    var shadowed = node(red)
    shadowed.shadow = RenderShadow(color: red, opacity: 1, offset: .zero, radius: 1, path: nil)
    #expect(paint(shadowed) == .other)
    var translucent = node(red)
    translucent.alpha = 0.5
    #expect(paint(translucent) == .other)
    var hidden = node(red)
    hidden.alpha = 0
    #expect(paint(hidden) == .nothing)
  }

  @Test func theFirstChildThatDrawsDecides() {
    var root = node()
    var invisible = node(Color(RGBA8(r: 0, g: 0, b: 255)))
    invisible.alpha = 0
    root.children = [invisible, node(red), node(Color(RGBA8(r: 0, g: 0, b: 255)), width: 1)]
    #expect(paint(root) == .opaqueCover)
    root.children = [node(Color(RGBA8(r: 0, g: 0, b: 255)), width: 1), node(red)]
    #expect(paint(root) == .other)
    root.children = []
    #expect(paint(root) == .nothing)
  }

  @Test func contentOrAClipThatCutsTheImageComesFirst() {
    var outlined = node()
    outlined.content = [
      .outline(rect: CGRect(x: 0, y: 0, width: 1, height: 1), color: red, width: 1, dash: [])
    ]
    outlined.children = [node(red)]
    #expect(paint(outlined) == .other)
    var clipped = node(width: 2)
    clipped.clipsToBounds = true
    clipped.children = [node(red)]
    #expect(paint(clipped) == .other)
    clipped.bounds.size.width = 3
    #expect(paint(clipped) == .opaqueCover)
  }

  @Test func aQuarterTurnedRectangleCovers() {
    // 2 × 3 points turned a quarter: (x, y) → (−y + 2, x), covering 2 × 3 points = 4 × 6 pixels.
    var turned = node(red, width: 3, height: 2)
    turned.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 2, ty: 0)
    #expect(paint(turned, width: 4, height: 6) == .opaqueCover)
    turned.transform.tx = 1.5  // one pixel column left uncovered
    #expect(paint(turned, width: 4, height: 6) == .other)
    turned.transform = CGAffineTransform(a: 0.99, b: 0.01, c: -0.01, d: 0.99, tx: 0, ty: 0)
    #expect(paint(turned, width: 4, height: 6) == .other)
  }

  @Test func aCoveredRenderIsExactOverRecycledMemory() throws {
    let blue = Color(RGBA8(r: 0, g: 0, b: 255))
    for _ in 0..<3 {
      // Leave blue in freed memory of the same size, then render a covered image into it.
      _ = try Renderer.render(
        node(blue, width: 64, height: 64), size: CGSize(width: 64, height: 64), scale: 2,
        background: blue)
      var root = node(red, width: 64, height: 64)
      root.children = [node(Color(RGBA8(r: 0, g: 128, b: 0)), width: 1, height: 1)]
      let bitmap = try Renderer.render(
        root, size: CGSize(width: 64, height: 64), scale: 2, background: .black)
      #expect(bitmap.width == 128 && bitmap.height == 128)
      #expect(bitmap[0, 0] == 0xFF00_8000 && bitmap[1, 1] == 0xFF00_8000)
      #expect(bitmap[2, 0] == 0xFFFF_0000 && bitmap[127, 127] == 0xFFFF_0000)
      #expect(bitmap.pixels.filter { $0 == 0xFFFF_0000 }.count == 128 * 128 - 4)
    }
  }

  @Test func anUncoveredRenderStillShowsTheBackground() throws {
    let bitmap = try Renderer.render(
      node(red, width: 1, height: 1), size: CGSize(width: 2, height: 1), scale: 1,
      background: .black)
    #expect(bitmap.pixels == [0xFFFF_0000, 0xFF00_0000])
  }
}

/// Of the opaque rectangles over the whole image painted one after the other at the start, each
/// hides the one before: only the last is painted, to the same pixels.
@Suite struct RendererCoverCountTests {
  private let scale = CGAffineTransform(scaleX: 2, y: 2)

  private func node(_ color: RGBA8?, width: CGFloat = 3, height: CGFloat = 2) -> RenderNode {
    var node = RenderNode(
      path: "Node", transform: .identity, bounds: CGRect(x: 0, y: 0, width: width, height: height))
    node.backgroundColor = color.map(Color.init)
    return node
  }

  private func count(_ node: RenderNode) -> Int {
    Renderer.coverCount(of: node, parent: scale, width: 6, height: 4)
  }

  @Test func coversInARowAreCounted() {
    var middle = node(RGBA8(r: 0, g: 255, b: 0))
    middle.children = [
      node(RGBA8(r: 0, g: 0, b: 255)), node(RGBA8(r: 255, g: 255, b: 255), width: 1),
    ]
    var root = node(RGBA8(r: 255, g: 0, b: 0))
    root.children = [middle]
    #expect(count(root) == 3)
    var bare = node(nil)
    bare.children = [root]
    #expect(count(bare) == 3)
  }

  @Test func aRowEndsAtContentOrAnythingThatDoesNotCover() {
    var root = node(RGBA8(r: 255, g: 0, b: 0))
    root.children = [node(RGBA8(r: 0, g: 255, b: 0), width: 2), node(RGBA8(r: 0, g: 0, b: 255))]
    #expect(count(root) == 1)
    root.children = [node(RGBA8(r: 0, g: 0, b: 255))]
    root.content = [
      .outline(rect: CGRect(x: 0, y: 0, width: 1, height: 1), color: .black, width: 1, dash: [])
    ]
    #expect(count(root) == 1)
    #expect(count(node(RGBA8(r: 255, g: 0, b: 0), width: 2)) == 0)
  }

  @Test func onlyTheLastCoverShows() throws {
    var middle = node(RGBA8(r: 0, g: 255, b: 0))
    middle.children = [
      node(RGBA8(r: 0, g: 0, b: 255)), node(RGBA8(r: 255, g: 255, b: 255), width: 1, height: 1),
    ]
    var root = node(RGBA8(r: 255, g: 0, b: 0))
    root.children = [middle]
    let bitmap = try Renderer.render(
      root, size: CGSize(width: 3, height: 2), scale: 2, background: .black)
    // A 2 × 2-pixel white square at the top left, blue everywhere else.
    let white: UInt32 = 0xFFFF_FFFF, blue: UInt32 = 0xFF00_00FF
    #expect(
      bitmap.pixels == [
        white, white, blue, blue, blue, blue,
        white, white, blue, blue, blue, blue,
        blue, blue, blue, blue, blue, blue,
        blue, blue, blue, blue, blue, blue,
      ])
  }
}
