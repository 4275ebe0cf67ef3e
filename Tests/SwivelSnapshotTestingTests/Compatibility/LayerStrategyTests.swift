import SwivelSnapshotTesting
import Testing

/// swift-snapshot-testing's `CALayer` strategy: a standalone layer tree rendered over its
/// bounds at the host simulator's scale, or at the traits' scale and appearance.
@Suite struct LayerStrategyTests {
  private func gradientWithDot() -> GradientLayer {
    let gradient = GradientLayer()
    gradient.frame = CGRect(x: 40, y: 40, width: 10, height: 4)
    gradient.colors = [Color.red, Color.red]
    let dot = Layer()
    dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
    dot.backgroundColor = .blue
    gradient.addSublayer(dot)
    return gradient
  }

  @Test func aLayerRendersOverItsBoundsAtThreeTimes() throws {
    let bitmap = try Snapshotting<Layer, Bitmap>.image.snapshot(gradientWithDot())
    #expect(bitmap.width == 30 && bitmap.height == 12)
    #expect(bitmap[0, 0] == 0xFF00_00FF)  // the blue sublayer, at the layer's own origin
    #expect(bitmap[29, 11] == 0xFFFF_0000)  // the red gradient beyond it
  }

  @Test func theTraitsGiveTheScale() throws {
    let bitmap = try Snapshotting<Layer, Bitmap>.image(traits: TraitCollection(displayScale: 1))
      .snapshot(gradientWithDot())
    #expect(bitmap.width == 10 && bitmap.height == 4)
  }

  @Test func anEmptyLayerIsAFailureNamingItsSize() {
    let layer = Layer()
    #expect(throws: SnapshotRenderError.self) {
      try Snapshotting<Layer, Bitmap>.image.snapshot(layer)
    }
    do {
      _ = try Snapshotting<Layer, Bitmap>.image.snapshot(layer)
    } catch {
      #expect(error.description.contains("the layer is 0×0 pt"))
    }
  }
}
