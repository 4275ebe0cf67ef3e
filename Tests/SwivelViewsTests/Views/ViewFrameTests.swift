import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ViewFrameTests {
  @Test func frameWithIdentityTransformIsCenterMinusHalfSize() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func scaleTransformReportsBoundingBoxAndKeepsBounds() {
    // PinLayout's spec: frame (100, 100, 100, 50) under a 2× scale reports (50, 75, 200, 100).
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = .identity
    #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
  }

  @Test func quarterTurnSwapsTheFramesSides() {
    let view = View(frame: .zero)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    view.center = CGPoint(x: 100, y: 100)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(view.frame == CGRect(x: 75, y: 50, width: 50, height: 100))
  }

  @Test func boundsOriginDoesNotMoveTheView() {
    let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.bounds.origin = CGPoint(x: 20, y: 30)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test func settingBoundsSizeGrowsAroundTheCenter() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.size = CGSize(width: 200, height: 50)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
  }

  @Test func settingFrameKeepsBoundsOrigin() {
    let view = View(frame: .zero)
    view.bounds.origin = CGPoint(x: 5, y: 6)
    view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(view.bounds == CGRect(x: 5, y: 6, width: 40, height: 20))
    #expect(view.center == CGPoint(x: 30, y: 20))
  }

  @Test func settingFrameUnderAQuarterTurnRoundTrips() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 80)
    #expect(view.bounds.size == CGSize(width: 80, height: 30))
    #expect(view.center == CGPoint(x: 25, y: 60))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 80))
  }

  @Test func settingFrameUnderAScaleSetsUnscaledBoundsSize() {
    let view = View(frame: .zero)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.frame = CGRect(x: 50, y: 75, width: 200, height: 100)
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.center == CGPoint(x: 150, y: 125))
  }

  @Test func settingFrameUnderAnArbitraryRotationUsesTheFrameSize() {
    let view = View(frame: .zero)
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(view.bounds.size == CGSize(width: 40, height: 20))
    #expect(view.center == CGPoint(x: 20, y: 10))
  }

  @Test func negativeFrameIsStandardized() {
    let view = View(frame: CGRect(x: 50, y: 50, width: -20, height: -10))
    #expect(view.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
    #expect(view.bounds.size == CGSize(width: 20, height: 10))
  }

  @Test func sizeToFitUsesSizeThatFitsAndKeepsOrigin() {
    let label = Label(frame: CGRect(x: 7, y: 9, width: 1, height: 1))
    label.text = "Hi"
    let fitted = label.sizeThatFits(.zero)
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 7, y: 9, width: fitted.width, height: fitted.height))
    #expect(fitted.width > 1)
  }

  @Test func settingAFrameCentresTheViewOnFoundationsMidpointToTheBit() {
    // The centre is Foundation's `standardized.midX` / `midY` exactly, signed zeros, thirds,
    // huge, tiny and negative sizes included; NaN stays NaN.
    let values: [CGFloat] = [
      0, -0.0, 1, -1, 1.0 / 3, -2.0 / 3, 114.333_333_333_333_33, 201.9375, 1e308, -1e308,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNormalMagnitude, -.infinity, .nan,
    ]
    func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
      a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
    }
    for x in values {
      for w in values {
        for rect in [
          CGRect(x: x, y: -x, width: w, height: 20), CGRect(x: 3, y: x, width: 10, height: w),
        ] {
          let view = View()
          view.frame = rect
          let standard = rect.standardized
          #expect(
            same(view.center.x, standard.midX) && same(view.center.y, standard.midY), "\(rect)")
          #expect(
            same(view.bounds.width, standard.width) && same(view.bounds.height, standard.height),
            "\(rect)")
        }
      }
    }
  }

  @Test func aFrameSetUnderAScaleGivesExactlyTheUnscaledBounds() {
    let view = View()
    view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    view.frame = CGRect(x: 10, y: 20, width: 150, height: 75)
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 150, height: 75))
  }

  @Test func aFrameSetUnderAScaledQuarterTurnSwapsTheSides() {
    let view = View()
    // (x, y) ↦ (−1.5 y, 3 x): the box is 1.5 × the bounds' height wide, 3 × its width high.
    view.transform = CGAffineTransform(a: 0, b: 3, c: -1.5, d: 0, tx: 0, ty: 0)
    view.frame = CGRect(x: 0, y: 0, width: 150, height: 600)
    #expect(view.bounds.size == CGSize(width: 200, height: 100))
  }
}

@Suite struct LayerFrameUnderTransformTests {
  @Test func aStandaloneLayersFrameUnderAScaleGivesExactlyTheUnscaledBounds() {
    let layer = Layer()
    layer.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 1.5))
    layer.frame = CGRect(x: 0, y: 0, width: 150, height: 30)
    #expect(layer.bounds.size == CGSize(width: 100, height: 20))
  }
}
