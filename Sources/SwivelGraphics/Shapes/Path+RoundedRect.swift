extension Path {
  /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, with
  /// `CALayer`'s corner mask and curve): the shape a layer's background, border, clip and
  /// default shadow take.
  ///
  /// The radius is first held to half the shorter side, as Core Animation does. Corners not
  /// in `maskedCorners` stay square.
  ///
  /// A `.continuous` corner follows the cubic Bézier approximation of Apple's smooth corner
  /// published by PaintCode ("Code for iOS 7 rounded rectangles"): three curves and two short
  /// lines per corner, leaving each edge 1.52866483 radii from the corner. When two such
  /// corners do not fit on a side (the radius is more than about a third of the shorter
  /// side), each corner is blended towards the circular one until it does, so that a radius
  /// of half the side still draws a capsule's round end.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, maskedCorners: CornerMask = .all,
    cornerCurve: CornerCurve = .circular
  ) {
    let r = rect.standardized
    let half = min(r.width, r.height) / 2
    let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), half)
    guard radius > 0, !maskedCorners.isEmpty else {
      self.init(rect: r)
      return
    }
    // How far the continuous corner may reach along an edge, and the blend it implies.
    let blend: CGFloat
    switch cornerCurve {
    case .circular: blend = 0
    case .continuous: blend = min(1, max(0, (half / radius - 1) / (Path.continuousExtent - 1)))
    }
    self.init()
    // Each corner is walked in its own frame: `a` along the edge the walk arrives by, `b`
    // along the edge it leaves by, both measured from the rectangle's corner in radii.
    let corners: [Corner] = [
      Corner(mask: .layerMaxXMinYCorner, x: r.maxX, y: r.minY, along: (-1, 0), away: (0, 1)),
      Corner(mask: .layerMaxXMaxYCorner, x: r.maxX, y: r.maxY, along: (0, -1), away: (-1, 0)),
      Corner(mask: .layerMinXMaxYCorner, x: r.minX, y: r.maxY, along: (1, 0), away: (0, -1)),
      Corner(mask: .layerMinXMinYCorner, x: r.minX, y: r.minY, along: (0, 1), away: (1, 0)),
    ]
    let steps = Path.cornerSteps(blend: blend)
    for (index, corner) in corners.enumerated() {
      func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
        corner.point(a * radius, b * radius)
      }
      guard maskedCorners.contains(corner.mask) else {
        if index == 0 { move(to: point(0, 0)) } else { addLine(to: point(0, 0)) }
        continue
      }
      let entry = point(steps[0][0], steps[0][1])
      if index == 0 { move(to: entry) } else { addLine(to: entry) }
      for step in steps.dropFirst() {
        if step.count == 2 {
          addLine(to: point(step[0], step[1]))
        } else {
          addCurve(
            to: point(step[4], step[5]), control1: point(step[0], step[1]),
            control2: point(step[2], step[3]))
        }
      }
    }
    closeSubpath()
  }

  /// A corner of the rectangle and its frame: `along` points back along the edge the walk
  /// arrives by, `away` along the edge it leaves by.
  private struct Corner {
    let mask: CornerMask
    let x: CGFloat, y: CGFloat
    let along: (CGFloat, CGFloat), away: (CGFloat, CGFloat)

    func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
      let dx: CGFloat = a * along.0 + b * away.0
      let dy: CGFloat = a * along.1 + b * away.1
      return CGPoint(x: x + dx, y: y + dy)
    }
  }

  /// Where a continuous corner leaves the straight edge, in radii from the corner.
  static let continuousExtent: CGFloat = 1.52866483

  /// One corner's walk for a blend between the circular corner (0) and the continuous one
  /// (1): the entry point, then `[c1a, c1b, c2a, c2b, a, b]` for a curve or `[a, b]` for a
  /// line. The circular corner is written in the same five steps (two of them empty) so the
  /// two can be blended point by point.
  private static func cornerSteps(blend: CGFloat) -> [[CGFloat]] {
    guard blend > 0 else { return circularCorner }
    return zip(circularSteps, continuousSteps).map { c, s in
      zip(c, s).map { $0 + blend * ($1 - $0) }
    }
  }

  /// The circular corner as an entry and one curve.
  private static let circularCorner: [[CGFloat]] = {
    let k = 1 - quarterCircleHandle
    return [[1, 0], [k, 0, 0, k, 0, 1]]
  }()

  /// The circular corner in the continuous corner's five steps, for blending.
  private static let circularSteps: [[CGFloat]] = {
    let k = 1 - quarterCircleHandle
    return [
      [1, 0], [1, 0, 1, 0, 1, 0], [1, 0], [k, 0, 0, k, 0, 1], [0, 1], [0, 1, 0, 1, 0, 1],
    ]
  }()

  /// PaintCode's coefficients for Apple's continuous corner (see the initializer's notes).
  private static let continuousSteps: [[CGFloat]] = [
    [1.52866483, 0],
    [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
    [0.63149399, 0.07491100],
    [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
    [0.06549600, 0.66993427],
    [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
  ]
}
