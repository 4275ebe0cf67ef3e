/// A status bar glyph drawn as vectors (docs/reference/bars-and-transitions.md): the shapes of
/// the glyphs in Apple's iOS UI kits, redrawn from rounded rectangles and arcs.
package enum StatusBarGlyph: Sendable, Hashable {
  /// Four cellular bars rising to the right, full signal.
  case cellular
  /// The Wi-Fi fan: a wedge and two arcs, full signal.
  case wifi
  /// A full battery: outlined body, cap on the right, filled charge (iOS 13–15 proportions).
  case battery
  /// The rounder battery of iOS 16 and later.
  case roundedBattery

  /// One shape of a glyph: filled, or stroked `lineWidth` wide, at `opacity` times the
  /// content colour's alpha.
  package struct Shape: Sendable, Equatable {
    package var path: Path
    package var opacity: CGFloat
    package var lineWidth: CGFloat?
  }

  /// The shapes that draw the glyph in `rect`.
  package func shapes(in rect: CGRect) -> [Shape] {
    switch self {
    case .cellular: Self.cellular(in: rect)
    case .wifi: Self.wifi(in: rect)
    case .battery:
      Self.battery(in: rect, bodyRadius: rect.height * 0.235, chargeRadius: rect.height * 0.118)
    case .roundedBattery:
      Self.battery(in: rect, bodyRadius: rect.height * 0.33, chargeRadius: rect.height * 0.19)
    }
  }

  /// Bars 3/17 of the width wide, evenly spaced, 3/8, 9/16, 25/32 and all of the height tall,
  /// bottoms aligned (the kit's 17 × 10.67 glyph: bars 3 wide, 4, 6, 8.33 and 10.67 tall).
  private static func cellular(in rect: CGRect) -> [Shape] {
    let barWidth = rect.width * 3 / 17, step = (rect.width - barWidth) / 3
    return [0.375, 0.5625, 0.78125, 1].enumerated().map { index, fraction in
      let height = rect.height * fraction
      let bar = CGRect(
        x: rect.minX + CGFloat(index) * step, y: rect.maxY - height, width: barWidth, height: height
      )
      return Shape(
        path: Path(roundedRect: bar, cornerRadius: barWidth / 3), opacity: 1, lineWidth: nil)
    }
  }

  /// Three bands of a quarter-circle fan pointing up from the bottom centre (90° wide): a
  /// wedge to 30.5 % of the radius, arcs from 41 % to 65 % and from 73 % to the full radius,
  /// the radius being the height (or what fits the width).
  private static func wifi(in rect: CGRect) -> [Shape] {
    let apex = CGPoint(x: rect.midX, y: rect.maxY)
    let radius = min(rect.height, rect.width / 2 / sin(CGFloat.pi / 4))
    let start = -CGFloat.pi * 3 / 4, end = -CGFloat.pi / 4
    return [(0, 0.305), (0.409, 0.653), (0.726, 1)].map { inner, outer in
      var band = Path()
      if inner == 0 {
        band.move(to: apex)
        band.addArc(
          center: apex, radius: radius * outer, startAngle: start, endAngle: end, clockwise: true)
      } else {
        band.addArc(
          center: apex, radius: radius * outer, startAngle: start, endAngle: end, clockwise: true)
        band.addArc(
          center: apex, radius: radius * inner, startAngle: end, endAngle: start, clockwise: false)
      }
      band.closeSubpath()
      return Shape(path: band, opacity: 1, lineWidth: nil)
    }
  }

  /// A body outlined 1 pt wide at 35 % opacity, a 1.33-pt cap 1 pt to its right at 40 %
  /// (35 % of the height tall), and the charge filling the body 2 pt inside its edge.
  private static func battery(in rect: CGRect, bodyRadius: CGFloat, chargeRadius: CGFloat)
    -> [Shape]
  {
    let capWidth: CGFloat = 1.33, capGap: CGFloat = 1
    let body = CGRect(
      x: rect.minX, y: rect.minY, width: rect.width - capWidth - capGap, height: rect.height)
    let outline = Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: bodyRadius - 0.5)
    let capHeight = rect.height * 0.353
    let cap = CGRect(
      x: body.maxX + capGap, y: rect.midY - capHeight / 2, width: capWidth, height: capHeight)
    let capPath = Path(
      roundedRect: cap, cornerRadius: capWidth,
      maskedCorners: [.layerMaxXMinYCorner, .layerMaxXMaxYCorner])
    let charge = Path(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: chargeRadius)
    return [
      Shape(path: outline, opacity: 0.35, lineWidth: 1),
      Shape(path: capPath, opacity: 0.4, lineWidth: nil),
      Shape(path: charge, opacity: 1, lineWidth: nil),
    ]
  }
}
