import SwivelGraphics
import Testing

@Suite struct PathTests {
  private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func rectIsClosedClockwiseFromTheTopLeft() {
    let path = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)),
        .line(to: CGPoint(x: 4, y: 6)),
        .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
      ])
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func quadCurveIsTheExactCubic() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
    // Control points two thirds of the way from each end to the quadratic control.
    guard case .curve(let end, let c1, let c2) = path.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(
      end == CGPoint(x: 30, y: 0) && close(c1, CGPoint(x: 10, y: 20))
        && close(c2, CGPoint(x: 20, y: 20)))
  }

  @Test func clockwiseArcIncreasesTheAngleOnScreen() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.count == 2)  // move + one quarter curve
    #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))  // y-down: clockwise goes down
    var other = Path()
    other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(other.elements.count == 4)  // three quarters the other way round
    #expect(close(other.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(close(other.boundingBox.origin, CGPoint(x: -10, y: -10), 0.01))
  }

  @Test func circularRoundedRectLeavesEachEdgeOneRadiusFromTheCorner() {
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
    #expect(path.elements.first == .move(to: CGPoint(x: 90, y: 0)))
    #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 50))))
  }

  @Test func continuousRoundedRectLeavesEachEdge1Point528RadiiFromTheCorner() {
    let path = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10,
      cornerCurve: .continuous)
    guard case .move(let start) = path.elements.first else {
      Issue.record("no start")
      return
    }
    #expect(close(start, CGPoint(x: 100 - 15.2866483, y: 0), 1e-6))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func continuousCornersTooBigForTheSideBlendIntoACapsule() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let capsule = Path(roundedRect: rect, cornerRadius: 20, cornerCurve: .continuous)
    #expect(capsule == Path(roundedRect: rect, cornerRadius: 20, cornerCurve: .circular))
    // The radius is held to half the shorter side first.
    #expect(Path(roundedRect: rect, cornerRadius: 500) == Path(roundedRect: rect, cornerRadius: 20))
  }

  @Test func unmaskedCornersStaySquare() {
    let path = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 10,
      maskedCorners: .layerMinXMinYCorner)
    #expect(
      path.elements.contains(.line(to: CGPoint(x: 50, y: 0)))
        || path.elements.first == .move(to: CGPoint(x: 50, y: 0)))
    #expect(path.elements.contains(.line(to: CGPoint(x: 50, y: 50))))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 50))))
    #expect(!path.elements.contains(.line(to: CGPoint(x: 0, y: 0))))
    #expect(CornerMask.all.rawValue == 15)
  }
}
