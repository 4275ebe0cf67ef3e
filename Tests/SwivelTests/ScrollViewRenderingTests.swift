import Swivel
import Testing

@Suite struct ScrollViewRenderingTests {
  @Test func theOffsetScrollsTheContentAndTheIndicatorIsDrawnOnTop() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let scroll = ScrollView(frame: root.bounds)
    scroll.contentSize = CGSize(width: 40, height: 400)
    root.addSubview(scroll)
    let red = View(frame: CGRect(x: 0, y: 100, width: 40, height: 20))
    red.backgroundColor = .red
    scroll.addSubview(red)
    scroll.contentOffset = CGPoint(x: 0, y: 90)
    scroll.flashScrollIndicators()
    let bitmap = try root.renderImage(scale: 1)
    // The red row now spans y 10..<30 on screen; above it, white.
    #expect(bitmap[5, 9] == 0xFFFF_FFFF)
    #expect(bitmap[5, 10] == 0xFFFF_0000)
    #expect(bitmap[5, 29] == 0xFFFF_0000)
    #expect(bitmap[5, 30] == 0xFFFF_FFFF)
    // The indicator, 3 pt from the right edge and the top, as long as the 34-pt track (its
    // 36-pt minimum does not fit): black at 35 % is 255 × 0.65 ≈ 166 over white and over red.
    #expect(scroll.subviews.last?.frame == CGRect(x: 34, y: 93, width: 3, height: 34))
    #expect(bitmap[35, 34] == 0xFFA6_A6A6)
    #expect(bitmap[35, 20] == 0xFFA6_0000)
    #expect(bitmap[33, 20] == 0xFFFF_0000)
    #expect(bitmap[37, 34] == 0xFFFF_FFFF)
  }
}
