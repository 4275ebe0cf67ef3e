import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutSnappingTests {
  /// Scenes in windows at 2× and 3×, and outside a window (1×).
  let twoX = LayoutScene(scale: 2)
  let threeX = LayoutScene(scale: 3)
  let oneX = LayoutScene()

  @Test func originRoundsAndSizeRoundsUpToHalfPointsAtTwoX() {
    let box = twoX.box
    box.pin.left(10.3).top(0.2).width(50.4).height(10)
    // PinLayout: origin 10.3 → 10.5 and 0.2 → 0 (nearest pixel); width 50.4 → 50.5 (up).
    #expect(box.frame == CGRect(x: 10.5, y: 0, width: 50.5, height: 10))
  }

  @Test func originRoundsAndSizeRoundsUpToThirdsAtThreeX() {
    let box = threeX.box
    box.pin.left(10.3).top(0).width(50.4).height(10)
    // 10.3 × 3 = 30.9 → 31; 50.4 × 3 = 151.2 → 152 (up).
    #expect(box.frame.isClose(to: CGRect(x: 31.0 / 3, y: 0, width: 152.0 / 3, height: 10)))
  }

  @Test func aSizeJustOverAPixelStaysInSinglePrecisionLikePinLayout() {
    let box = twoX.box
    box.pin.left(0).top(0).width(10.000_000_001).height(10)
    // PinLayout rounds in Float: 20.000000002 px is 20 px, so the width stays 10.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func outsideAWindowEdgesRoundToWholePoints() {
    let box = oneX.box
    box.pin.left(10.3).top(0.5).width(50.4).height(10)
    // 10.3 → 10, 60.7 → 61; halves round away from zero: 0.5 → 1, 10.5 → 11.
    #expect(box.frame == CGRect(x: 10, y: 1, width: 51, height: 10))
  }

  @Test func snappingCanBeTurnedOff() {
    let box = twoX.box
    box.pin.pixelSnapping(false).left(10.3).top(0.2).width(50.4).height(10)
    #expect(box.frame.isClose(to: CGRect(x: 10.3, y: 0.2, width: 50.4, height: 10)))
    let late = twoX.add(.zero)
    late.pin.left(10.3).top(0.2).width(50.4).height(10).pixelSnapping(false)
    #expect(late.frame.isClose(to: CGRect(x: 10.3, y: 0.2, width: 50.4, height: 10)))
  }

  @Test func aScaledViewGetsCenterAndBoundsAndKeepsItsTransform() {
    // PinLayout's spec: laid out at (100, 100, 100, 50) under a 2× scale, the frame reads
    // (50, 75, 200, 100); resetting the transform gives back (100, 100, 100, 50).
    let box = twoX.box
    box.transform = CGAffineTransform(scaleX: 2, y: 2)
    box.pin.left(100).top(100).width(100).height(50)
    #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(box.center == CGPoint(x: 150, y: 125))
    #expect(box.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
    #expect(box.transform == CGAffineTransform(scaleX: 2, y: 2))
    box.transform = .identity
    #expect(box.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
  }

  @Test func aRotatedViewKeepsItsRotationAndUnrotatedSize() {
    let box = twoX.box
    box.transform = CGAffineTransform(rotationAngle: .pi / 2)
    box.pin.left(100).top(100).width(100).height(50)
    #expect(box.bounds.size == CGSize(width: 100, height: 50))
    #expect(box.center == CGPoint(x: 150, y: 125))
    // Turned a quarter about (150, 125): 50 wide, 100 high.
    #expect(box.frame.isClose(to: CGRect(x: 125, y: 75, width: 50, height: 100)))
  }

  @Test func aChainUnderATransformStartsFromTheUntransformedFrame() {
    let box = twoX.box
    box.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    box.transform = CGAffineTransform(scaleX: 2, y: 2)
    box.pin.left(10)
    // Only the left edge moves; the size is still the untransformed 100 × 50.
    #expect(box.bounds.size == CGSize(width: 100, height: 50))
    #expect(box.center == CGPoint(x: 60, y: 125))
  }

  @Test func boundsOriginIsKept() {
    let box = twoX.box
    box.bounds.origin = CGPoint(x: 7, y: 9)
    box.pin.all(10)
    #expect(box.bounds == CGRect(x: 7, y: 9, width: 380, height: 580))
  }
}
