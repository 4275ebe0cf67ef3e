import SwivelGraphics
import Testing

@testable import SwivelRendering

/// Long paths are stroked in pieces of at most `StrokePieces.segmentLimit` segments that
/// together hold every segment once, plus one shared segment where a subpath is cut; short
/// paths are stroked whole.
@Suite struct StrokePiecesTests {
  private func polyline(_ count: Int, closed: Bool = false) -> Path {
    var path = Path()
    path.move(to: .zero)
    for index in 1...count { path.addLine(to: CGPoint(x: CGFloat(index), y: CGFloat(index % 7))) }
    if closed { path.closeSubpath() }
    return path
  }

  private func segments(_ path: Path) -> [Path.Element] {
    path.elements.filter { if case .move = $0 { false } else { true } }
  }

  @Test func aShortPathIsOnePieceAsBefore() {
    #expect(StrokePieces.pieces(of: polyline(2_000)) == nil)
    #expect(StrokePieces.pieces(of: Path(rect: CGRect(x: 0, y: 0, width: 5, height: 5))) == nil)
  }

  @Test func aLongOpenPolylineIsCutIntoOverlappingRuns() throws {
    let path = polyline(5_000)
    let pieces = try #require(StrokePieces.pieces(of: path, limit: 2_000))
    #expect(pieces.map { segments($0).count } == [2_000, 2_000, 1_002])
    // Each run after the first starts where the previous one's last segment starts, and
    // repeats it: run k covers segments 1999·k … .
    #expect(pieces[1].elements.first == .move(to: CGPoint(x: 1_999, y: CGFloat(1_999 % 7))))
    #expect(segments(pieces[1]).first == .line(to: CGPoint(x: 2_000, y: CGFloat(2_000 % 7))))
    #expect(segments(pieces[2]).last == .line(to: CGPoint(x: 5_000, y: CGFloat(5_000 % 7))))
    // Every segment of the path, once, apart from the two shared ones.
    let joined = pieces.flatMap(segments)
    #expect(joined.count == 5_000 + 2)
    var seen = Set<Int>()
    for case .line(let to) in joined { seen.insert(Int(to.x)) }
    #expect(seen == Set(1...5_000))
  }

  @Test func aClosedSubpathEndsWithItsClosingLineAndFirstSegmentAgain() throws {
    let pieces = try #require(StrokePieces.pieces(of: polyline(30, closed: true), limit: 10))
    let last = segments(try #require(pieces.last))
    #expect(last.suffix(2) == [.line(to: .zero), .line(to: CGPoint(x: 1, y: 1))])
    #expect(pieces.allSatisfy { segments($0).count <= 10 })
  }

  @Test func manyShortSubpathsArePackedWhole() throws {
    var path = Path()
    for index in 0..<1_000 {
      path.move(to: CGPoint(x: CGFloat(index), y: 0))
      path.addLine(to: CGPoint(x: CGFloat(index), y: 5))
      path.addLine(to: CGPoint(x: CGFloat(index) + 1, y: 5))
      path.closeSubpath()
    }
    let pieces = try #require(StrokePieces.pieces(of: path, limit: 100))
    #expect(pieces.count == 20)  // 50 subpaths of 2 segments a piece
    #expect(
      pieces.allSatisfy { piece in piece.elements.filter { $0 == .closeSubpath }.count == 50 })
    #expect(pieces.flatMap(\.elements) == path.elements)
  }
}
