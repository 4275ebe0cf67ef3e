import Swivel
import Testing

/// `GraphicsContext` as `CGContext` behaves: its state stack, its current path and its stroke
/// parameters, each probed in pixels of a 60 × 60 render at scale 1 on white. Every probe is a
/// pixel wholly inside or wholly outside the shape, worked out from the geometry in the
/// comments, so its colour is exact.
@Suite struct GraphicsContextTests {
  private static let white: UInt32 = 0xFFFF_FFFF
  private static let black: UInt32 = 0xFF00_0000
  private static let red: UInt32 = 0xFFFF_0000
  private static let blue: UInt32 = 0xFF00_00FF

  /// A view whose `draw(_:)` runs `body` with the current context.
  private final class Canvas: View {
    let body: (GraphicsContext) -> Void

    init(_ body: @escaping (GraphicsContext) -> Void) {
      self.body = body
      super.init(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    }
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
      guard let context = GraphicsContext.current else { return }
      body(context)
    }
  }

  private func render(_ body: @escaping (GraphicsContext) -> Void) throws -> Bitmap {
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .white
    root.addSubview(Canvas(body))
    return try root.renderImage(scale: 1)
  }

  // MARK: The state stack

  @Test func restoreGStateBringsBackTheColoursAndStyleSaved() throws {
    var inside = StrokeStyle()
    var after = StrokeStyle()
    let bitmap = try render { context in
      context.setFillColor(.red)
      context.saveGState()
      context.setFillColor(.blue)
      context.setLineWidth(6)
      context.setLineCap(.round)
      inside = context.strokeStyle
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.restoreGState()
      after = context.strokeStyle
      context.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
      // A restore with nothing saved changes nothing.
      context.restoreGState()
      context.fill(CGRect(x: 40, y: 0, width: 10, height: 10))
    }
    #expect(bitmap[5, 5] == Self.blue)
    #expect(bitmap[25, 5] == Self.red)
    #expect(bitmap[45, 5] == Self.red)
    #expect(inside == StrokeStyle(lineWidth: 6, lineCap: .round))
    // Core Graphics' defaults: 1 pt, butt caps, miter joins, miter limit 10, solid.
    #expect(
      after
        == StrokeStyle(
          lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0))
  }

  @Test func saveGStateNests() throws {
    let bitmap = try render { context in
      context.setStrokeColor(.red)
      context.saveGState()
      context.setStrokeColor(.blue)
      context.saveGState()
      context.setStrokeColor(.black)
      context.restoreGState()
      // Blue again: a line 2 pt wide along y = 5 covers rows 4 and 5.
      context.move(to: CGPoint(x: 0, y: 5))
      context.addLine(to: CGPoint(x: 60, y: 5))
      context.setLineWidth(2)
      context.strokePath()
      context.restoreGState()
      context.setLineWidth(2)
      context.move(to: CGPoint(x: 0, y: 15))
      context.addLine(to: CGPoint(x: 60, y: 15))
      context.strokePath()
    }
    #expect(bitmap[30, 4] == Self.blue && bitmap[30, 5] == Self.blue)
    #expect(bitmap[30, 14] == Self.red && bitmap[30, 15] == Self.red)
    #expect(bitmap[30, 3] == Self.white && bitmap[30, 6] == Self.white)
  }

  // MARK: The current path

  @Test func movesAndLinesClosedAndFilledMakeATriangle() throws {
    // The triangle (0, 0), (20, 0), (0, 20): a pixel is wholly inside when x + y ≤ 20 at its
    // far corner.
    let bitmap = try render { context in
      context.setFillColor(.red)
      context.move(to: CGPoint(x: 0, y: 0))
      context.addLine(to: CGPoint(x: 20, y: 0))
      context.addLine(to: CGPoint(x: 0, y: 20))
      context.closePath()
      context.fillPath()
    }
    // In: the far corners of (0, 0), (8, 9) and (16, 1) have x + y of 2, 19 and 19. Out: the
    // near corners of (10, 11) and (19, 19) have 21 and 38.
    #expect(bitmap[0, 0] == Self.red && bitmap[8, 9] == Self.red && bitmap[16, 1] == Self.red)
    #expect(bitmap[10, 11] == Self.white && bitmap[19, 19] == Self.white)
  }

  @Test func closePathStrokesTheClosingSide() throws {
    // Up the left side, along the top and down the right side of a 15 × 20 rectangle, 2 pt
    // wide, at x = 10 and at x = 40: only the second is closed, which adds its bottom side.
    let bitmap = try render { context in
      context.setLineWidth(2)
      for (x, closed) in [(10.0, false), (40.0, true)] {
        context.move(to: CGPoint(x: x, y: 30))
        context.addLine(to: CGPoint(x: x, y: 10))
        context.addLine(to: CGPoint(x: x + 15, y: 10))
        context.addLine(to: CGPoint(x: x + 15, y: 30))
        if closed { context.closePath() }
        context.strokePath()
      }
    }
    // Both: the top side (y = 10: rows 9 and 10) and the left side x = 10 / 40 (drawn first).
    #expect(bitmap[17, 9] == Self.black && bitmap[47, 10] == Self.black)
    #expect(bitmap[9, 20] == Self.black && bitmap[39, 20] == Self.black)
    // The bottom side y = 30 (rows 29 and 30) only when closed.
    #expect(bitmap[17, 30] == Self.white)
    #expect(bitmap[47, 30] == Self.black && bitmap[47, 29] == Self.black)
    #expect(bitmap[47, 31] == Self.white && bitmap[47, 20] == Self.white)
  }

  @Test func addRectEllipseAndPathJoinTheCurrentPath() throws {
    let bitmap = try render { context in
      context.setFillColor(.blue)
      context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      // The circle of radius 10 about (35, 10): its centre is in, its bounding box's corner out.
      context.addEllipse(in: CGRect(x: 25, y: 0, width: 20, height: 20))
      context.addPath(Path(rect: CGRect(x: 50, y: 40, width: 10, height: 20)))
      context.fillPath()
    }
    #expect(bitmap[0, 0] == Self.blue && bitmap[9, 9] == Self.blue && bitmap[10, 10] == Self.white)
    #expect(
      bitmap[35, 10] == Self.blue && bitmap[34, 1] == Self.blue && bitmap[25, 0] == Self.white)
    // Pixel (34, 1) is at most 9.1 pt from the centre; (26, 1) at least 11.3 pt.
    #expect(bitmap[26, 1] == Self.white)
    #expect(
      bitmap[50, 40] == Self.blue && bitmap[59, 59] == Self.blue && bitmap[49, 50] == Self.white)
  }

  @Test func fillPathFollowsTheWindingRuleAsked() throws {
    // Two nested squares drawn the same way round: non-zero winding fills the inner one too,
    // even-odd leaves it a hole.
    let bitmap = try render { context in
      context.setFillColor(.red)
      for (y, evenOdd) in [(0.0, false), (30.0, true)] {
        context.addRect(CGRect(x: 0, y: y, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: y + 10, width: 10, height: 10))
        context.fillPath(evenOdd: evenOdd)
      }
    }
    #expect(bitmap[15, 15] == Self.red && bitmap[2, 2] == Self.red)
    #expect(bitmap[15, 45] == Self.white && bitmap[2, 32] == Self.red)
  }

  @Test func fillingOrStrokingEmptiesTheCurrentPath() throws {
    let bitmap = try render { context in
      context.setFillColor(.red)
      context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
      context.fillPath()
      // The square was used up: this strokes nothing (a 6-pt stroke of it would paint 3 pt
      // either side of its edges, pixels 7…12 across x = 10).
      context.setLineWidth(6)
      context.strokePath()
      // A 6-pt outline of (40, 40, 10, 10): 37…43 across each edge, its inside 43…47 empty.
      context.addRect(CGRect(x: 40, y: 40, width: 10, height: 10))
      context.strokePath()
      // Used up too: this fills nothing.
      context.setFillColor(.blue)
      context.fillPath()
    }
    #expect(bitmap[20, 20] == Self.red && bitmap[11, 20] == Self.red && bitmap[20, 11] == Self.red)
    #expect(bitmap[8, 20] == Self.white && bitmap[20, 8] == Self.white)
    #expect(bitmap[38, 45] == Self.black && bitmap[45, 42] == Self.black)
    #expect(bitmap[45, 45] == Self.white && bitmap[44, 44] == Self.white)
  }

  // MARK: Rectangles and ellipses

  @Test func strokeRectAndStrokeEllipseDrawOutlinesOnly() throws {
    let bitmap = try render { context in
      context.setLineWidth(2)
      context.setStrokeColor(.blue)
      // The sides of (10, 10, 20, 20): x = 10 covers pixels 9 and 10, x = 30 pixels 29 and 30.
      context.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))
      context.setLineWidth(4)
      context.setStrokeColor(.red)
      // The circle of radius 10 about (45, 45), 4 pt wide: 8 to 12 pt from the centre.
      context.strokeEllipse(in: CGRect(x: 35, y: 35, width: 20, height: 20))
    }
    #expect(
      bitmap[9, 20] == Self.blue && bitmap[10, 20] == Self.blue && bitmap[29, 20] == Self.blue)
    #expect(bitmap[20, 9] == Self.blue && bitmap[20, 30] == Self.blue)
    #expect(
      bitmap[8, 20] == Self.white && bitmap[11, 20] == Self.white && bitmap[20, 20] == Self.white)
    // (44, 34)…(45, 35): 10 to 11 pt above the centre, within the stroke; the centre is empty.
    #expect(bitmap[44, 34] == Self.red && bitmap[45, 55] == Self.red && bitmap[34, 45] == Self.red)
    #expect(
      bitmap[45, 45] == Self.white && bitmap[44, 40] == Self.white && bitmap[44, 31] == Self.white)
    // The corner of the ellipse's rectangle, 13.4 pt or more from the centre, is not stroked.
    #expect(bitmap[35, 35] == Self.white && bitmap[54, 54] == Self.white)
  }

  // MARK: Stroke parameters

  @Test func lineWidthSetsHowWideAStrokeIs() throws {
    let bitmap = try render { context in
      for (y, width) in [(10.0, 1.0), (30.0, 8.0)] {
        context.setLineWidth(width)
        context.move(to: CGPoint(x: 0, y: y + 0.5))
        context.addLine(to: CGPoint(x: 60, y: y + 0.5))
        context.strokePath()
      }
    }
    // 1 pt along y = 10.5: row 10 only. 8 pt along y = 30.5: rows 26.5…34.5, so rows 27…33
    // fully and rows 26 and 34 half.
    #expect(
      bitmap[30, 10] == Self.black && bitmap[30, 9] == Self.white && bitmap[30, 11] == Self.white)
    #expect(bitmap[30, 27] == Self.black && bitmap[30, 33] == Self.black)
    #expect(bitmap[30, 25] == Self.white && bitmap[30, 35] == Self.white)
  }

  @Test func lineCapsEndALineFlatSquareOrRound() throws {
    // A 10-pt line from (20, y) to (40, y): caps reach 5 pt past x = 20. The pixel (15…16,
    // y − 5…y − 4) is inside a square cap but 5.7 pt from the end point, outside a round one;
    // (17…18, y…y + 1) is within 3.2 pt of it, inside both.
    let rows: [(CGFloat, LineCap)] = [(10, .butt), (30, .square), (50, .round)]
    let bitmap = try render { context in
      context.setLineWidth(10)
      for (y, cap) in rows {
        context.setLineCap(cap)
        context.move(to: CGPoint(x: 20, y: y))
        context.addLine(to: CGPoint(x: 40, y: y))
        context.strokePath()
      }
    }
    // Butt: nothing before x = 20.
    #expect(
      bitmap[15, 5] == Self.white && bitmap[17, 10] == Self.white && bitmap[19, 10] == Self.white)
    #expect(bitmap[20, 5] == Self.black && bitmap[20, 14] == Self.black)
    // Square: the 5-pt square before the end.
    #expect(
      bitmap[15, 25] == Self.black && bitmap[17, 30] == Self.black && bitmap[14, 30] == Self.white)
    // Round: the half disc.
    #expect(
      bitmap[15, 45] == Self.white && bitmap[17, 50] == Self.black && bitmap[14, 50] == Self.white)
  }

  /// A 20-pt stroke down x = 20 from the bottom, turning right at (20, 20).
  private func rightAngle(_ join: LineJoin, miterLimit: CGFloat? = nil) throws -> Bitmap {
    try render { context in
      context.setLineWidth(20)
      context.setLineJoin(join)
      if let miterLimit { context.setMiterLimit(miterLimit) }
      context.move(to: CGPoint(x: 20, y: 60))
      context.addLine(to: CGPoint(x: 20, y: 20))
      context.addLine(to: CGPoint(x: 60, y: 20))
      context.strokePath()
    }
  }

  @Test func lineJoinsShapeTheCorner() throws {
    // A 20-pt stroke down x = 20 and along y = 20, turning at (20, 20). The outer corner region
    // is the square (10…20, 10…20). Miter fills it; round fills the disc of radius 10 about the
    // corner point (pixel (13, 13) is 9.9 pt away at its far corner, (10, 10) is 12.7 pt away);
    // bevel cuts it along x + y = 30 (pixel (13, 13) reaches 28, (16, 16) starts at 32).
    let miter = try rightAngle(.miter)
    #expect(
      miter[10, 10] == Self.black && miter[13, 13] == Self.black && miter[16, 16] == Self.black)
    let round = try rightAngle(.round)
    #expect(
      round[10, 10] == Self.white && round[13, 13] == Self.black && round[16, 16] == Self.black)
    let bevel = try rightAngle(.bevel)
    #expect(
      bevel[10, 10] == Self.white && bevel[13, 13] == Self.white && bevel[16, 16] == Self.black)
    #expect(miter[9, 30] == Self.white && miter[30, 9] == Self.white)
  }

  @Test func aMiterLimitUnderTheCornersRatioBevelsIt() throws {
    // A right angle's miter is √2 ≈ 1.414 times the line width: a limit of 1.5 keeps it, a
    // limit of 1.4 bevels it (pixels as in lineJoinsShapeTheCorner).
    let kept = try rightAngle(.miter, miterLimit: 1.5)
    #expect(kept[10, 10] == Self.black && kept[13, 13] == Self.black)
    let cut = try rightAngle(.miter, miterLimit: 1.4)
    #expect(cut[10, 10] == Self.white && cut[13, 13] == Self.white && cut[16, 16] == Self.black)
  }

  @Test func dashesAlternateFromThePhase() throws {
    // 5 on, 5 off along a 4-pt line: from phase 0 x 0…5 painted, 5…10 not; phase 5 starts in
    // the gap, so the other way round; no lengths is solid again.
    let rows: [(CGFloat, CGFloat, [CGFloat])] = [(10, 0, [5, 5]), (30, 5, [5, 5]), (50, 0, [])]
    let bitmap = try render { context in
      context.setLineWidth(4)
      context.setLineDash(phase: 0, lengths: [2, 2])  // replaced below each time
      for (y, phase, lengths) in rows {
        context.setLineDash(phase: phase, lengths: lengths)
        context.move(to: CGPoint(x: 0, y: y))
        context.addLine(to: CGPoint(x: 60, y: y))
        context.strokePath()
      }
    }
    #expect(
      bitmap[2, 10] == Self.black && bitmap[7, 10] == Self.white && bitmap[12, 10] == Self.black)
    #expect(
      bitmap[4, 8] == Self.black && bitmap[4, 11] == Self.black && bitmap[5, 10] == Self.white)
    #expect(
      bitmap[2, 30] == Self.white && bitmap[7, 30] == Self.black && bitmap[12, 30] == Self.white)
    #expect(
      bitmap[2, 50] == Self.black && bitmap[7, 50] == Self.black && bitmap[57, 50] == Self.black)
  }

  @Test func strokeStyleReportsEverySetting() throws {
    var styles: [StrokeStyle] = []
    _ = try render { context in
      styles.append(context.strokeStyle)
      context.setLineWidth(3)
      context.setLineCap(.square)
      context.setLineJoin(.bevel)
      context.setMiterLimit(2)
      context.setLineDash(phase: 1, lengths: [4, 2])
      styles.append(context.strokeStyle)
    }
    #expect(
      styles == [
        StrokeStyle(
          lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0),
        StrokeStyle(
          lineWidth: 3, lineCap: .square, lineJoin: .bevel, miterLimit: 2, dash: [4, 2],
          dashPhase: 1),
      ])
  }
}
