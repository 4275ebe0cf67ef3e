extension Font {
  /// The space added after every character, in points: the size-specific tracking iOS applies
  /// to the system font (Apple's "Tracking values" table for SF Pro in the Human Interface
  /// Guidelines' Typography page, iOS and iPadOS; docs/reference/text-and-images.md), 0 for the
  /// monospaced and serif designs.
  ///
  /// At a size the table lists, its points column: −0.43 at 17 pt, −0.23 at 15 pt, 0 at 12 pt,
  /// +0.40 at 34 pt. Between two listed sizes the value is interpolated linearly; below 6 pt
  /// it is the 6-pt value scaled in proportion to the size; from 80 pt it is 0.
  public var tracking: CGFloat {
    design == .default ? Font.systemTracking(atSize: pointSize) : 0
  }

  /// The system font's tracking in points at `size` (see ``tracking``).
  package static func systemTracking(atSize size: CGFloat) -> CGFloat {
    let table = systemTrackingTable
    guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
    if size < first.size { return max(0, size) * first.points / first.size }
    if size >= last.size { return last.points }
    var upper = 1
    while table[upper].size < size { upper += 1 }
    let low = table[upper - 1], high = table[upper]
    if size == high.size { return high.points }
    return low.points + (high.points - low.points) * (size - low.size) / (high.size - low.size)
  }

  /// Apple's table for SF Pro (iOS, iPadOS): size in points and tracking in points. Where the
  /// published copies disagree (52 and 53 pt: +0.31 and +0.33 in one order or the other) the
  /// value that grows with the size is taken, as the 1/1000-em column (+6 for both) implies.
  private static let systemTrackingTable: [(size: CGFloat, points: CGFloat)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
    (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
    (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
    (52, 0.31), (53, 0.33), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0),
  ]
}
