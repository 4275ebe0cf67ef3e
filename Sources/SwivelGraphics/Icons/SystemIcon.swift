import Foundation

/// The icons UIKit draws for system bar button items and button types, drawn here from
/// paths written for Swivel (no artwork is copied): line icons in the spirit of the system's
/// regular-weight symbols, in one colour.
///
/// Each icon is laid out in a square of side 1 and scaled to the size it is drawn at; lines
/// are stroked ``lineWidth`` points wide at any size, as a symbol's weight does not change
/// with its box.
package enum SystemIcon: Sendable, Hashable {
  case add, action, compose, trash, search, refresh, bookmarks, camera, reply, organize
  case play, pause, rewind, fastForward, stop, undo, redo
  /// A plus in a circle (`UIButton.ButtonType.contactAdd`).
  case addInCircle
  /// An "i" in a circle (`.infoLight`, `.infoDark`, `.detailDisclosure`).
  case info
  /// A cross in a filled grey circle (`.close`, and the bar item `.close`).
  case close

  /// The stroke width, in points.
  package static let lineWidth: CGFloat = 1.75
  /// The side of a button's or bar item's icon, in points.
  package static let buttonSide: CGFloat = 22

  /// The icon drawn in `rect` in `color`: its strokes and fills, clipped to `clip`.
  package func content(in rect: CGRect, color: Color, clip: CGRect) -> [RenderContent] {
    let side = min(rect.width, rect.height)
    let origin = CGPoint(x: rect.midX - side / 2, y: rect.midY - side / 2)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: origin.x + x * side, y: origin.y + y * side)
    }
    func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
      CGRect(x: origin.x + x * side, y: origin.y + y * side, width: w * side, height: h * side)
    }
    func lines(_ points: [[CGPoint]], closed: Bool = false) -> Path {
      var path = Path()
      for run in points {
        guard let first = run.first else { continue }
        path.move(to: first)
        for point in run.dropFirst() { path.addLine(to: point) }
        if closed { path.closeSubpath() }
      }
      return path
    }
    let stroke = StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
    func stroked(_ path: Path) -> RenderContent {
      .path(PathDraw(path: path, paint: .stroke(color, stroke), clip: clip))
    }
    func filled(_ path: Path, _ fill: Color? = nil) -> RenderContent {
      .path(PathDraw(path: path, paint: .fill(fill ?? color, evenOdd: false), clip: clip))
    }
    func arrowHead(at tip: CGPoint, pointing angle: CGFloat, length: CGFloat) -> Path {
      let spread = CGFloat.pi / 4
      let back1 = CGPoint(
        x: tip.x - length * side * cos(angle - spread),
        y: tip.y - length * side * sin(angle - spread))
      let back2 = CGPoint(
        x: tip.x - length * side * cos(angle + spread),
        y: tip.y - length * side * sin(angle + spread))
      return lines([[back1, tip, back2]])
    }

    switch self {
    case .add:
      return [stroked(lines([[p(0.5, 0.12), p(0.5, 0.88)], [p(0.12, 0.5), p(0.88, 0.5)]]))]
    case .action:
      var tray = lines([
        [p(0.36, 0.38), p(0.2, 0.38), p(0.2, 0.92), p(0.8, 0.92), p(0.8, 0.38), p(0.64, 0.38)]
      ])
      tray.addPath(lines([[p(0.5, 0.06), p(0.5, 0.62)]]))
      tray.addPath(arrowHead(at: p(0.5, 0.06), pointing: -.pi / 2, length: 0.2))
      return [stroked(tray)]
    case .compose:
      var paper = lines([[p(0.5, 0.14), p(0.1, 0.14), p(0.1, 0.9), p(0.86, 0.9), p(0.86, 0.5)]])
      paper.addPath(
        lines([
          [p(0.4, 0.6), p(0.44, 0.46), p(0.82, 0.08), p(0.92, 0.18), p(0.54, 0.56), p(0.4, 0.6)]
        ]))
      return [stroked(paper)]
    case .trash:
      var can = lines([
        [p(0.1, 0.22), p(0.9, 0.22)], [p(0.36, 0.22), p(0.38, 0.08), p(0.62, 0.08), p(0.64, 0.22)],
      ])
      can.addPath(lines([[p(0.18, 0.22), p(0.24, 0.92), p(0.76, 0.92), p(0.82, 0.22)]]))
      can.addPath(lines([[p(0.38, 0.36), p(0.4, 0.78)], [p(0.62, 0.36), p(0.6, 0.78)]]))
      return [stroked(can)]
    case .search:
      var glass = Path(ellipseIn: box(0.08, 0.08, 0.6, 0.6))
      glass.addPath(lines([[p(0.6, 0.6), p(0.9, 0.9)]]))
      return [stroked(glass)]
    case .refresh:
      // A circle open at the top, turning clockwise (increasing angles on a y-down screen),
      // with the arrowhead at its end pointing along the turn.
      let start = -0.4 * CGFloat.pi, end = 1.38 * CGFloat.pi, radius: CGFloat = 0.38
      var arc = Path()
      arc.addArc(
        center: p(0.5, 0.54), radius: radius * side, startAngle: start, endAngle: end,
        clockwise: true)
      let tip = p(0.5 + radius * cos(end), 0.54 + radius * sin(end))
      arc.addPath(arrowHead(at: tip, pointing: atan2(cos(end), -sin(end)), length: 0.2))
      return [stroked(arc)]
    case .bookmarks:
      var book = lines([
        [p(0.5, 0.24), p(0.3, 0.14), p(0.06, 0.16), p(0.06, 0.84), p(0.3, 0.82), p(0.5, 0.92)]
      ])
      book.addPath(
        lines([
          [p(0.5, 0.24), p(0.7, 0.14), p(0.94, 0.16), p(0.94, 0.84), p(0.7, 0.82), p(0.5, 0.92)]
        ]))
      book.addPath(lines([[p(0.5, 0.24), p(0.5, 0.92)]]))
      return [stroked(book)]
    case .camera:
      var body = Path(roundedRect: box(0.06, 0.26, 0.88, 0.6), cornerRadius: 0.1 * side)
      body.addPath(lines([[p(0.32, 0.26), p(0.38, 0.14), p(0.62, 0.14), p(0.68, 0.26)]]))
      body.addPath(Path(ellipseIn: box(0.33, 0.38, 0.34, 0.34)))
      return [stroked(body)]
    case .reply:
      var arrow = Path()
      arrow.move(to: p(0.12, 0.44))
      arrow.addCurve(to: p(0.9, 0.84), control1: p(0.6, 0.44), control2: p(0.9, 0.5))
      arrow.addPath(lines([[p(0.4, 0.16), p(0.12, 0.44), p(0.4, 0.72)]]))
      return [stroked(arrow)]
    case .organize:
      var folder = lines(
        [
          [
            p(0.06, 0.86), p(0.06, 0.16), p(0.36, 0.16), p(0.44, 0.28), p(0.94, 0.28),
            p(0.94, 0.86),
          ]
        ], closed: true)
      folder.addPath(lines([[p(0.06, 0.4), p(0.94, 0.4)]]))
      return [stroked(folder)]
    case .play:
      return [filled(lines([[p(0.22, 0.1), p(0.88, 0.5), p(0.22, 0.9)]], closed: true))]
    case .pause:
      return [
        filled(Path(rect: box(0.2, 0.12, 0.2, 0.76))),
        filled(Path(rect: box(0.6, 0.12, 0.2, 0.76))),
      ]
    case .rewind:
      return [
        filled(
          lines(
            [
              [p(0.5, 0.2), p(0.04, 0.5), p(0.5, 0.8)], [p(0.96, 0.2), p(0.5, 0.5), p(0.96, 0.8)],
            ], closed: true))
      ]
    case .fastForward:
      return [
        filled(
          lines(
            [
              [p(0.04, 0.2), p(0.5, 0.5), p(0.04, 0.8)], [p(0.5, 0.2), p(0.96, 0.5), p(0.5, 0.8)],
            ], closed: true))
      ]
    case .stop:
      return [stroked(lines([[p(0.18, 0.18), p(0.82, 0.82)], [p(0.82, 0.18), p(0.18, 0.82)]]))]
    case .undo, .redo:
      let flip = self == .redo
      func q(_ x: CGFloat, _ y: CGFloat) -> CGPoint { p(flip ? 1 - x : x, y) }
      var arrow = Path()
      arrow.move(to: q(0.14, 0.4))
      arrow.addCurve(to: q(0.6, 0.86), control1: q(0.9, 0.4), control2: q(0.96, 0.86))
      arrow.addPath(lines([[q(0.38, 0.16), q(0.14, 0.4), q(0.38, 0.64)]]))
      return [stroked(arrow)]
    case .addInCircle:
      var ring = Path(ellipseIn: box(0.05, 0.05, 0.9, 0.9))
      ring.addPath(lines([[p(0.5, 0.28), p(0.5, 0.72)], [p(0.28, 0.5), p(0.72, 0.5)]]))
      return [stroked(ring)]
    case .info:
      return [
        stroked(Path(ellipseIn: box(0.05, 0.05, 0.9, 0.9))),
        filled(Path(ellipseIn: box(0.44, 0.22, 0.12, 0.12))),
        stroked(
          lines([[p(0.42, 0.44), p(0.5, 0.44), p(0.5, 0.76)], [p(0.42, 0.76), p(0.58, 0.76)]])),
      ]
    case .close:
      let cross = StrokeStyle(lineWidth: 0.08 * side, lineCap: .round, lineJoin: .round)
      return [
        filled(Path(ellipseIn: box(0, 0, 1, 1)), Self.closeFill),
        .path(
          PathDraw(
            path: lines([[p(0.35, 0.35), p(0.65, 0.65)], [p(0.65, 0.35), p(0.35, 0.65)]]),
            paint: .stroke(color, cross), clip: clip)),
      ]
    }
  }

  /// The close button's circle: `tertiarySystemFill`-like grey (light and dark).
  package static let closeFill = Color(
    light: Color(RGBA8(r: 118, g: 118, b: 128, a: 31)),
    dark: Color(RGBA8(r: 118, g: 118, b: 128, a: 61)))
  /// The close button's cross: `secondaryLabel`-like grey.
  package static let closeCross = Color.secondaryLabel
}
