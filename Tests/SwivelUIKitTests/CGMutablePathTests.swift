import SwivelUIKit
import Testing

/// `CGMutablePath` is a class, built with `let` as in Core Graphics, and taken wherever a
/// `CGPath` is.
@Suite struct CGMutablePathTests {
  @Test func aPathDeclaredWithLetIsBuiltByItsMethods() {
    let path = CGMutablePath()
    #expect(path.isEmpty && path.boundingBox.isNull)
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 0))
    path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 30, y: 10))
    path.addCurve(
      to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 15, y: 25), control2: CGPoint(x: 5, y: 25))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    path.addRect(CGRect(x: 40, y: 0, width: 10, height: 10))
    path.addEllipse(in: CGRect(x: 60, y: 0, width: 10, height: 10))
    path.addArc(
      center: CGPoint(x: 90, y: 5), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
    path.addRoundedRect(
      in: CGRect(x: 100, y: 0, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3)
    #expect(path.boundingBox.minX == 0 && path.boundingBox.maxX == 120)
    #expect(path.boundingBox.maxY == 25)
    #expect(path.value.elements.count > 20)
  }

  @Test func aCopyKeepsTheShapeItWasTakenWith() throws {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let frozen: CGPath = try #require(path.copy())
    let twin = try #require(path.mutableCopy())
    path.addLine(to: CGPoint(x: 50, y: 50))
    #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(twin.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(twin != path && twin == frozen)
  }

  @Test func theTransformMovesWhatEachCallAdds() {
    let path = CGMutablePath()
    let shift = CGAffineTransform(translationX: 100, y: 50)
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20), transform: shift)
    #expect(path.boundingBox == CGRect(x: 100, y: 50, width: 10, height: 20))
    path.addLines(
      between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0)],
      transform: CGAffineTransform(scaleX: 2, y: 3))
    #expect(path.currentPoint == CGPoint(x: 8, y: 0))
    let ring = CGMutablePath()
    ring.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: shift)
    #expect(ring.boundingBox == CGRect(x: 100, y: 50, width: 10, height: 10))
    let both = CGMutablePath()
    both.addPath(ring, transform: CGAffineTransform(translationX: -100, y: -50))
    both.addPath(UIBezierPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5)).cgPath)
    #expect(both.boundingBox == CGRect(x: 0, y: 0, width: 25, height: 10))
  }

  @Test func anArcUnderATransformJoinsTheCurrentPointWithALine() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false,
      transform: CGAffineTransform(translationX: 0, y: 10))
    // The arc starts at (5, 10) after the move down by 10: a line joins it, no new subpath.
    #expect(path.value.elements[1] == .line(to: CGPoint(x: 5, y: 10)))
    #expect(path.value.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    let relative = CGMutablePath()
    relative.addRelativeArc(
      center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
    // A quarter turn of increasing angle in y-down coordinates ends straight below the centre.
    #expect(abs(relative.currentPoint.x) < 1e-9 && abs(relative.currentPoint.y - 10) < 1e-9)
  }

  @Test func aMutablePathGoesWhereACGPathGoesAndIsCopiedThere() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let shape = CAShapeLayer()
    shape.path = path
    let card = CALayer()
    card.shadowPath = path
    let bezier = UIBezierPath(cgPath: path)
    let joined = CGMutablePath()
    joined.addPath(path)
    path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(card.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(bezier.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(joined.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    shape.path = nil
    #expect(shape.path == nil)
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
    let read: CGPath? = shape.path
    #expect(read?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(!(read is CGMutablePath))
  }

  @Test func coreGraphicsMakesClosedShapesWithAnOptionalTransform() {
    let box = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
    #expect(box.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
    var twice = CGAffineTransform(scaleX: 2, y: 2)
    let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: twice)
    #expect(oval.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
    twice = .identity
    let pill = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 30, height: 10), cornerWidth: 5, cornerHeight: 5,
      transform: twice)
    #expect(pill.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(pill.value.elements.count == 10)  // move, 4 × (line, curve), close
    #expect(Set([box, CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))]).count == 1)
  }

  @Test func aBezierPathsCGPathIsACopyThatCanBeAssignedBack() {
    let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8))
    let shape = bezier.cgPath
    bezier.addLine(to: CGPoint(x: 20, y: 20))
    #expect(shape.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
    let grown = CGMutablePath()
    grown.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
    bezier.cgPath = grown
    #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
  }
}
