import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Sublayers of standalone layers: adding, inserting, removing, moving.
@Suite struct LayerHierarchyTests {
  private func named(_ name: String) -> Layer {
    let layer = Layer()
    layer.name = name
    return layer
  }

  private func names(_ layer: Layer) -> [String] {
    (layer.sublayers ?? []).map { $0.name ?? "?" }
  }

  @Test func sublayersAreNilUntilOneIsAdded() {
    let root = Layer()
    #expect(root.sublayers == nil && root.superlayer == nil)
    let child = Layer()
    root.addSublayer(child)
    #expect(
      root.sublayers?.count == 1 && root.sublayers?.first === child && child.superlayer === root)
  }

  @Test func insertingPlacesLayersByIndexAndBySibling() {
    let root = Layer()
    let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, at: 0)
    #expect(names(root) == ["c", "a", "b"])
    root.insertSublayer(d, above: a)
    root.insertSublayer(e, below: c)
    #expect(names(root) == ["e", "c", "a", "d", "b"])
    root.insertSublayer(e, above: b)  // moves within the same superlayer
    #expect(names(root) == ["c", "a", "d", "b", "e"])
    root.insertSublayer(named("f"), at: 99)
    #expect(names(root).last == "f")
  }

  @Test func removingAndMovingUpdateBothSuperlayers() {
    let first = Layer(), second = Layer(), child = Layer()
    first.addSublayer(child)
    second.addSublayer(child)
    #expect(
      first.sublayers == nil && second.sublayers?.first === child && child.superlayer === second)
    child.removeFromSuperlayer()
    #expect(second.sublayers == nil && child.superlayer == nil)
    child.removeFromSuperlayer()  // no superlayer: nothing happens
    #expect(child.superlayer == nil)
  }

  @Test func replaceAndSetSublayers() {
    let root = Layer()
    let a = named("a"), b = named("b"), c = named("c")
    root.sublayers = [a, b]
    #expect(names(root) == ["a", "b"] && a.superlayer === root)
    root.replaceSublayer(a, with: c)
    #expect(names(root) == ["c", "b"] && a.superlayer == nil && c.superlayer === root)
    root.sublayers = nil
    #expect(root.sublayers == nil && b.superlayer == nil)
  }

  @Test func aSublayerOutlivingItsSuperlayerHasNone() {
    let child = Layer()
    do {
      let root = Layer()
      root.addSublayer(child)
    }
    #expect(child.superlayer == nil)
  }

  @Test func needsDisplayIsSetUntilDisplayed() {
    let layer = Layer()
    #expect(!layer.needsDisplay())
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay())
    layer.displayIfNeeded()
    #expect(!layer.needsDisplay())
  }

  @Test func copyingKeepsPropertiesButNotSublayers() {
    let layer = Layer()
    layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layer.cornerRadius = 5
    layer.zPosition = 2
    layer.addSublayer(Layer())
    let copy = Layer(layer: layer)
    #expect(
      copy.frame == layer.frame && copy.cornerRadius == 5 && copy.zPosition == 2
        && copy.sublayers == nil)
  }
}
