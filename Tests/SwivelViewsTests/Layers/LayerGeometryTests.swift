import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A standalone layer's frame from its position, bounds, anchor point and transform.
@Suite struct LayerGeometryTests {
  private func layer(frame: CGRect) -> Layer {
    let layer = Layer()
    layer.frame = frame
    return layer
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = Layer()
    #expect(layer.bounds == .zero && layer.position == .zero && layer.frame == .zero)
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.affineTransform().isIdentity)
    #expect(
      layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds && layer.backgroundColor == nil)
    #expect(
      layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3)
        && layer.shadowRadius == 3)
    #expect(layer.contentsGravity == .resize && layer.contentsScale == 1 && layer.zPosition == 0)
  }

  @Test func frameIsDerivedFromPositionBoundsAndAnchorPoint() {
    let layer = Layer()
    layer.bounds = CGRect(x: 7, y: 9, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    // bounds.origin plays no part
    #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    layer.anchorPoint = .zero
    #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    #expect(layer.position == CGPoint(x: 100, y: 100))
  }

  @Test func settingTheFrameSetsPositionAndSizeKeepingTheBoundsOrigin() {
    let layer = Layer()
    layer.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 10, y: 60))
    #expect(layer.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func scaleTransformGrowsTheFrameAboutTheAnchorAndResettingRestoresIt() {
    let layer = layer(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(layer.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    layer.setAffineTransform(.identity)
    #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
  }

  @Test func quarterTurnGivesTheRotatedBoundingBox() {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let frame = layer.frame
    #expect(abs(frame.minX - 75) < 1e-9 && abs(frame.minY - 50) < 1e-9)
    #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
  }

  @Test func settingTheFrameUnderAScaleTurnsTheSizeBack() {
    let layer = Layer()
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    #expect(layer.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func pointsConvertThroughTheSuperlayers() {
    let root = layer(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = layer(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    let grandchild = layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSublayer(child)
    child.addSublayer(grandchild)
    #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 61, y: 72))
    #expect(root.convert(CGPoint(x: 61, y: 72), to: grandchild) == CGPoint(x: 1, y: 2))
    #expect(child.convert(CGPoint(x: 61, y: 72), from: nil) == CGPoint(x: 11, y: 12))
    #expect(
      grandchild.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil)
        == CGRect(x: 60, y: 70, width: 5, height: 5))
  }

  @Test func theTransformIsTheAffineTransformAsAMatrix() {
    let layer = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    #expect(layer.transform == Transform3D(CGAffineTransform(scaleX: 2, y: 2)))
  }

  @Test func aTransformThatIsNotAffineKeepsItsAffinePart() {
    let layer = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var perspective = Transform3D(translationX: 10, y: 0, z: 0)
    perspective.m34 = -1 / 500
    layer.transform = perspective
    #expect(layer.affineTransform() == CGAffineTransform(translationX: 10, y: 0))
  }

  @Test func aViewsLayerTransformIsTheViewsTransform() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.layer.transform = Transform3D(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(view.transform == CGAffineTransform(rotationAngle: .pi / 2))
  }
}
