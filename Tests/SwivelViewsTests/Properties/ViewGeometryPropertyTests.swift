import SwivelDevices
import SwivelInspection
import SwivelTestSupport
import SwivelViews
import SwivelWidgets
import Testing

/// View geometry against an independent model (uikit-semantics §2.1, §2.4), over seeded
/// random views: `frame` from `center`, `bounds` and `transform`, and conversions between
/// views of one tree, which must round-trip.
@Suite struct ViewGeometryPropertyTests {
  static let cases = 3_000

  private static func transform(_ g: inout SeededGenerator) -> CGAffineTransform {
    // Scales are never rounded (0.25…0.5 would round to a singular 0).
    func scale() -> CGFloat { CGFloat(Double.random(in: 0.25...4, using: &g)) }
    switch g.index(3) {
    case 0: return .identity
    case 1:
      return CGAffineTransform(rotationAngle: CGFloat(g.index(4)) * .pi / 2)
        .scaledBy(x: scale(), y: scale())
    default:
      return CGAffineTransform(rotationAngle: g.coordinate(in: -4...4))
        .scaledBy(x: scale(), y: scale())
        .translatedBy(x: g.coordinate(in: -50...50), y: g.coordinate(in: -50...50))
    }
  }

  private static func view(_ g: inout SeededGenerator) -> View {
    let view = View()
    view.bounds = CGRect(
      x: g.coordinate(in: -40...40), y: g.coordinate(in: -40...40),
      width: g.coordinate(in: 0...300), height: g.coordinate(in: 0...300))
    view.center = CGPoint(x: g.coordinate(in: -500...500), y: g.coordinate(in: -500...500))
    view.transform = transform(&g)
    return view
  }

  /// The model: the corners of `(-w/2, -h/2, w, h)` mapped by the transform (written out
  /// longhand, `x' = a·x + c·y + tx`), their bounding box, offset by `center`.
  private static func modelFrame(_ view: View) -> [Double] {
    let t = view.transform, w = Double(view.bounds.width), h = Double(view.bounds.height)
    let corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (-w / 2, h / 2), (w / 2, h / 2)].map { x, y in
      (
        Double(t.a) * x + Double(t.c) * y + Double(t.tx),
        Double(t.b) * x + Double(t.d) * y + Double(t.ty)
      )
    }
    let xs = corners.map(\.0), ys = corners.map(\.1)
    return [
      xs.min()! + Double(view.center.x), ys.min()! + Double(view.center.y),
      xs.max()! - xs.min()!, ys.max()! - ys.min()!,
    ]
  }

  @Test func frameIsTheBoundingBoxOfTheTransformedBoundsAtTheCenter() {
    var g = SeededGenerator(seed: 21)
    for index in 0..<Self.cases {
      let view = Self.view(&g)
      let f = view.frame
      #expect(
        close([f.minX, f.minY, f.width, f.height].map(Double.init), Self.modelFrame(view)),
        "case \(index): center \(view.center), bounds \(view.bounds), \(view.transform)")
    }
  }

  @Test func aPointInASubviewLandsWhereTheModelPutsIt() {
    var g = SeededGenerator(seed: 22)
    for index in 0..<Self.cases {
      let parent = Self.view(&g), child = Self.view(&g)
      parent.addSubview(child)
      let p = CGPoint(x: g.coordinate(in: -100...100), y: g.coordinate(in: -100...100))
      // Model: p_super = (p − anchor)·T + center, anchor = bounds' centre in local coordinates.
      let t = child.transform, b = child.bounds
      let x = Double(p.x - b.midX), y = Double(p.y - b.midY)
      let expected = [
        Double(t.a) * x + Double(t.c) * y + Double(t.tx) + Double(child.center.x),
        Double(t.b) * x + Double(t.d) * y + Double(t.ty) + Double(child.center.y),
      ]
      let mapped = child.convert(p, to: parent)
      #expect(close([mapped.x, mapped.y].map(Double.init), expected), "case \(index)")
    }
  }

  @Test func conversionsRoundTripBetweenAnyTwoViewsOfATree() {
    var g = SeededGenerator(seed: 23)
    for index in 0..<Self.cases / 3 {
      let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      var views = [root]
      for _ in 0..<6 {
        let view = Self.view(&g)
        views[g.index(views.count)].addSubview(view)
        views.append(view)
      }
      let from = views[g.index(views.count)], to = views[g.index(views.count)]
      let p = CGPoint(x: g.coordinate(in: -100...100), y: g.coordinate(in: -100...100))
      let there = from.convert(p, to: to)
      let back = to.convert(there, to: from)
      #expect(
        close(
          [back.x, back.y].map(Double.init), [p.x, p.y].map(Double.init), relative: 1e-7,
          absolute: 1e-7),
        "case \(index)")
      let viaFrom = to.convert(p, from: from)
      #expect(
        close(
          [viaFrom.x, viaFrom.y].map(Double.init), [there.x, there.y].map(Double.init),
          relative: 1e-9, absolute: 1e-9), "case \(index)")
      let rect = CGRect(x: p.x, y: p.y, width: 10, height: 5)
      let converted = from.convert(rect, to: to)
      let slack: CGFloat = 1e-7 * max(1, abs(there.x), abs(there.y))
      #expect(
        converted.minX - slack <= there.x && there.x <= converted.maxX + slack
          && converted.minY - slack <= there.y && there.y <= converted.maxY + slack,
        "case \(index)")
    }
  }
}

/// Whether two arrays of numbers agree to a relative and absolute tolerance.
func close(_ xs: [Double], _ ys: [Double], relative: Double = 1e-9, absolute: Double = 1e-9) -> Bool
{
  xs.count == ys.count
    && zip(xs, ys).allSatisfy { abs($0 - $1) <= max(absolute, relative * max(abs($0), abs($1))) }
}

func close(_ x: Double, _ y: Double) -> Bool { close([x], [y]) }
