import SwivelGraphics
import Testing

/// Layouts are kept per process by everything they depend on, so a layout made again is the
/// same, and a change in any input makes a new one.
@Suite struct TextLayoutCacheTests {
  private let mono = Font.monospacedSystemFont(ofSize: 10, weight: .regular)

  @Test func theSameTextLaidOutAgainIsTheSameLayout() {
    let first = TextLayout(
      "Kept layout", font: mono, maxWidth: 1000, maxLines: 1, lineBreakMode: .byTruncatingTail)
    let second = TextLayout(
      "Kept layout", font: mono, maxWidth: 1000, maxLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(first == second)
    #expect(first.lines.map(\.text) == ["Kept layout"])
  }

  @Test func eachInputMakesItsOwnLayout() {
    // Monospaced fonts have no tracking: twice the size is twice the width.
    let small = TextLayout(
      "Sized", font: mono, maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
    let large = TextLayout(
      "Sized", font: Font.monospacedSystemFont(ofSize: 20, weight: .regular), maxWidth: .infinity,
      maxLines: 1,
      lineBreakMode: .byClipping)
    #expect(small.size.width > 0)
    #expect(abs(large.size.width - 2 * small.size.width) < 1e-9)
    let wide = TextLayout(
      "one two three", font: mono, maxWidth: 1000, maxLines: 0, lineBreakMode: .byWordWrapping)
    let narrow = TextLayout(
      "one two three", font: mono, maxWidth: small.size.width, maxLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(wide.lines.count == 1)
    #expect(narrow.lines.map(\.text) == ["one", "two", "three"])
  }

  @Test func aFullCacheIsEmptiedBeforeItKeepsMore() {
    let cache = TextLayoutCache()
    let layout = TextLayout("x", font: mono, maxWidth: 10, maxLines: 1, lineBreakMode: .byClipping)
    func key(_ index: Int) -> TextLayoutCache.Key {
      TextLayoutCache.Key(
        units: [StyledScalar(scalar: "x", style: 0)], fonts: [mono], maxWidth: CGFloat(index),
        maxLines: 1,
        lineBreakMode: .byClipping, lineSpacing: 0, fontFolder: "/fonts")
    }
    for index in 0..<TextLayoutCache.capacity { cache.keep(layout, for: key(index)) }
    #expect(cache.count == TextLayoutCache.capacity)
    #expect(cache.layout(for: key(0)) == layout)
    cache.keep(layout, for: key(-1))
    #expect(cache.count == 1)
    #expect(cache.layout(for: key(0)) == nil && cache.layout(for: key(-1)) == layout)
  }
}
