/// A long path split into pieces that Cairo strokes one at a time.
///
/// Cairo strokes a path by turning it into one polygon and scan-converting it; a long, dense
/// line (an audio waveform of 100,000 points) crosses itself so often that this takes time
/// growing with the square of its length (9–28 s for 100,000 points). Stroked in pieces of at
/// most ``segmentLimit`` segments, the same line takes time in proportion to its length.
///
/// A path with at most ``segmentLimit`` segments is one piece, stroked exactly as before.
/// Longer paths are cut between segments: whole subpaths are packed into pieces while they fit,
/// and a longer subpath is cut into runs of segments, each run after the first starting again
/// with its predecessor's last segment so that the join there is drawn as in one stroke. A
/// closed subpath that is cut ends with a line back to its start and its first segment again,
/// for the join at the start. What differs from one stroke: antialiased edge pixels of the
/// segments two pieces share are covered twice, and where pieces cross, their edges add up
/// rather than merging (the colour's own opacity is applied once, to all pieces together).
/// Dashed strokes are never split, as the dash pattern would restart in every piece.
enum StrokePieces {
  /// The most segments (lines and curves) in one piece.
  static let segmentLimit = 2_000

  /// One subpath: where it starts, its segments, and whether it was closed.
  private struct Subpath {
    var start: CGPoint
    var segments: [Path.Element] = []
    var isClosed = false
  }

  /// The pieces to stroke, or nil when `path` has at most `limit` segments (stroke it whole).
  static func pieces(of path: Path, limit: Int = segmentLimit) -> [Path]? {
    let segmentCount = path.elements.reduce(0) { count, element in
      switch element {
      case .line, .curve: count + 1
      case .move, .closeSubpath: count
      }
    }
    guard segmentCount > limit, limit >= 2 else { return nil }
    var pieces: [Path] = []
    var current = Path(), currentCount = 0
    func flush() {
      if !current.isEmpty { pieces.append(current) }
      current = Path()
      currentCount = 0
    }
    for subpath in subpaths(of: path) where !subpath.segments.isEmpty {
      if subpath.segments.count <= limit {
        if currentCount + subpath.segments.count > limit { flush() }
        append(subpath, to: &current)
        currentCount += subpath.segments.count
        continue
      }
      flush()
      pieces += cut(subpath, limit: limit)
    }
    flush()
    return pieces
  }

  /// The subpaths of `path`, as Cairo reads them: a segment after a close starts a new subpath
  /// at the closed one's start.
  private static func subpaths(of path: Path) -> [Subpath] {
    var result: [Subpath] = []
    var current: Subpath?
    var point = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let to):
        if let current { result.append(current) }
        current = Subpath(start: to)
        point = to
      case .line(let to), .curve(let to, _, _):
        if current == nil { current = Subpath(start: point) }
        current?.segments.append(element)
        point = to
      case .closeSubpath:
        guard var closed = current else { continue }
        closed.isClosed = true
        result.append(closed)
        current = nil
        point = closed.start
      }
    }
    if let current { result.append(current) }
    return result
  }

  /// Adds a whole subpath, as it was.
  private static func append(_ subpath: Subpath, to path: inout Path) {
    path.move(to: subpath.start)
    for segment in subpath.segments { add(segment, to: &path) }
    if subpath.isClosed { path.closeSubpath() }
  }

  /// A long subpath cut into runs of at most `limit` segments that overlap by one.
  private static func cut(_ subpath: Subpath, limit: Int) -> [Path] {
    var segments = subpath.segments
    if subpath.isClosed, let first = segments.first {
      segments.append(.line(to: subpath.start))
      segments.append(first)  // again, for the join at the start
    }
    // Where each segment starts.
    var starts: [CGPoint] = []
    starts.reserveCapacity(segments.count)
    var point = subpath.start
    for segment in segments {
      starts.append(point)
      if case .line(let to) = segment {
        point = to
      } else if case .curve(let to, _, _) = segment {
        point = to
      }
    }
    var pieces: [Path] = []
    var first = 0
    while first < segments.count {
      let end = min(first + limit, segments.count)
      var piece = Path()
      piece.move(to: starts[first])
      for segment in segments[first..<end] { add(segment, to: &piece) }
      pieces.append(piece)
      if end == segments.count { break }
      first = end - 1  // the next run repeats this run's last segment
    }
    return pieces
  }

  private static func add(_ segment: Path.Element, to path: inout Path) {
    switch segment {
    case .line(let to): path.addLine(to: to)
    case .curve(let to, let control1, let control2):
      path.addCurve(to: to, control1: control1, control2: control2)
    case .move, .closeSubpath: break
    }
  }
}
