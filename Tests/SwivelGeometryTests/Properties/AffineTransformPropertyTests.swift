import SwivelGeometry
import SwivelTestSupport
import Testing

/// `CGAffineTransform` against ``AffineModel`` over seeded random cases: `concatenating`,
/// `applying` (points, sizes, rects), `inverted`, and the prepending builders.
@Suite struct AffineTransformPropertyTests {
  static let cases = 4_000

  private static func transform(_ g: inout SeededGenerator) -> CGAffineTransform {
    switch g.next() % 4 {
    case 0:  // rotation, scale and translation, as views use them
      return CGAffineTransform(rotationAngle: g.coordinate(in: -7...7))
        .scaledBy(x: g.coordinate(in: -4...4), y: g.coordinate(in: -4...4))
        .translatedBy(x: g.coordinate(in: -500...500), y: g.coordinate(in: -500...500))
    case 1:  // any matrix
      return CGAffineTransform(
        a: g.coordinate(in: -10...10), b: g.coordinate(in: -10...10), c: g.coordinate(in: -10...10),
        d: g.coordinate(in: -10...10), tx: g.coordinate(in: -1e4...1e4),
        ty: g.coordinate(in: -1e4...1e4))
    case 2:  // extreme uniform scales
      let exponent = Double(Int(g.next() % 580) - 290)
      let scale = CGFloat(Double.random(in: 1...2, using: &g) * pow(10, exponent))
      return CGAffineTransform(
        scaleX: scale, y: scale * CGFloat(Double.random(in: 0.5...2, using: &g)))
    default:  // quarter turns and flips
      let turns = Int(g.next() % 4)
      return CGAffineTransform(rotationAngle: CGFloat(turns) * .pi / 2)
        .scaledBy(x: g.next() % 2 == 0 ? 1 : -1, y: 1)
        .translatedBy(x: g.coordinate(in: -100...100), y: g.coordinate(in: -100...100))
    }
  }

  @Test func concatenatingIsTheMatrixProduct() {
    var g = SeededGenerator(seed: 1)
    for index in 0..<Self.cases {
      let s = Self.transform(&g), t = Self.transform(&g)
      guard s.entries.allSatisfy({ abs($0) < 1e100 }), t.entries.allSatisfy({ abs($0) < 1e100 })
      else { continue }
      let model = AffineModel(s).times(AffineModel(t)).entries
      #expect(
        close(s.concatenating(t).entries, model, relative: 1e-12, absolute: 1e-9),
        "case \(index): \(s) × \(t)")
    }
  }

  @Test func pointsMapAsRowVectors() {
    var g = SeededGenerator(seed: 2)
    for index in 0..<Self.cases {
      let t = Self.transform(&g)
      let x = g.coordinate(in: -1e3...1e3), y = g.coordinate(in: -1e3...1e3)
      let mapped = CGPoint(x: x, y: y).applying(t)
      let model = AffineModel(t).apply(x, y)
      #expect(
        close(
          [mapped.x, mapped.y].map(Double.init), [model.x, model.y], relative: 1e-12, absolute: 1e-9
        ),
        "case \(index): \(t)")
    }
  }

  @Test func rectsMapToTheBoundingBoxOfTheirCorners() {
    var g = SeededGenerator(seed: 3)
    for index in 0..<Self.cases {
      let t = Self.transform(&g)
      guard t.entries.allSatisfy({ abs($0) < 1e100 }) else { continue }
      let rect = CGRect(
        x: g.coordinate(in: -500...500), y: g.coordinate(in: -500...500),
        width: g.coordinate(in: -300...300), height: g.coordinate(in: -300...300))
      let model = AffineModel(t)
      let corners = [
        (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
        (rect.maxX, rect.maxY),
      ]
      .map { model.apply(Double($0.0), Double($0.1)) }
      let xs = corners.map(\.x), ys = corners.map(\.y)
      let expected = [xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!]
      let mapped = rect.applying(t)
      #expect(
        close(
          [mapped.minX, mapped.minY, mapped.width, mapped.height].map(Double.init), expected,
          relative: 1e-12, absolute: 1e-8), "case \(index): \(rect) by \(t)")
    }
  }

  @Test func sizesMapByTheLinearPartOnly() {
    var g = SeededGenerator(seed: 4)
    for index in 0..<Self.cases {
      let t = Self.transform(&g)
      let w = g.coordinate(in: -300...300), h = g.coordinate(in: -300...300)
      let mapped = CGSize(width: w, height: h).applying(t)
      let origin = AffineModel(t).apply(0, 0), tip = AffineModel(t).apply(w, h)
      #expect(
        close(
          [mapped.width, mapped.height].map(Double.init), [tip.x - origin.x, tip.y - origin.y],
          relative: 1e-9, absolute: 1e-6), "case \(index): \(t)")
    }
  }

  @Test func invertedMatchesTheCofactorInverseWhereverItExists() {
    var g = SeededGenerator(seed: 5)
    var inverted = 0
    for index in 0..<Self.cases {
      let t = Self.transform(&g)
      let inverse = t.inverted()
      // The model works on scaled-down entries so that it, too, stays in range.
      let scale = t.entries.prefix(4).map(abs).max() ?? 1
      guard scale > 0 else { continue }
      let linear = CGAffineTransform(
        a: t.a / scale, b: t.b / scale, c: t.c / scale, d: t.d / scale, tx: 0, ty: 0)
      guard let model = AffineModel(linear).inverse(),
        abs(linear.a * linear.d - linear.b * linear.c) > 1e-12
      else {
        continue
      }
      inverted += 1
      let expected = model.entries.prefix(4).map { $0 / Double(scale) }
      #expect(
        close(Array(inverse.entries.prefix(4)), expected, relative: 1e-9, absolute: 0),
        "case \(index): \(t)")
      // And it undoes the transform (translation included) on a point.
      let p = CGPoint(x: g.coordinate(in: -100...100), y: g.coordinate(in: -100...100))
      let image = p.applying(t)
      if image.x.isFinite, image.y.isFinite, abs(image.x) < 1e12, abs(image.y) < 1e12, scale > 1e-6,
        scale < 1e6
      {
        let back = image.applying(inverse)
        #expect(
          close(
            [back.x, back.y].map(Double.init), [p.x, p.y].map(Double.init), relative: 1e-6,
            absolute: 1e-6),
          "case \(index): \(t)")
      }
    }
    #expect(inverted > Self.cases / 2)
  }

  @Test func buildersPrependTheirOperation() {
    var g = SeededGenerator(seed: 6)
    for index in 0..<Self.cases {
      let t = Self.transform(&g)
      guard t.entries.allSatisfy({ abs($0) < 1e100 }) else { continue }
      let x = g.coordinate(in: -50...50), y = g.coordinate(in: -50...50),
        angle = g.coordinate(in: -7...7)
      let translated = AffineModel(CGAffineTransform(translationX: x, y: y)).times(AffineModel(t))
        .entries
      let scaled = AffineModel(CGAffineTransform(scaleX: x, y: y)).times(AffineModel(t)).entries
      let rotated = AffineModel(CGAffineTransform(rotationAngle: angle)).times(AffineModel(t))
        .entries
      #expect(
        close(t.translatedBy(x: x, y: y).entries, translated, relative: 1e-12, absolute: 1e-9),
        "case \(index)")
      #expect(
        close(t.scaledBy(x: x, y: y).entries, scaled, relative: 1e-12, absolute: 1e-9),
        "case \(index)")
      #expect(
        close(t.rotated(by: angle).entries, rotated, relative: 1e-12, absolute: 1e-9),
        "case \(index)")
    }
  }
}
