import Testing

@testable import SwivelSnapshotTesting

/// A tolerance outside `0 < value ≤ 1` is refused with the value as the user wrote it, so that
/// a value just outside the range never reads as one inside it.
@Suite struct SnapshotToleranceMessageTests {
  private func message(_ tolerance: SnapshotTolerance) -> String? {
    do {
      try tolerance.validate()
      return nil
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    (1.0000001, "precision is 1.0000001;"), (1.5, "precision is 1.5;"),
    (-1e-09, "precision is -1e-09;"),
    (0, "precision is 0 (0 would mean every pixel may differ);"), (Double.nan, "precision is nan;"),
  ])
  func theRefusedPrecisionIsShownAsGiven(value: Double, expected: String) throws {
    let text = try #require(message(SnapshotTolerance(precision: value)))
    #expect(text.hasPrefix(expected), "\(text)")
  }

  @Test func theRefusedPerceptualPrecisionIsShownAsGiven() throws {
    let text = try #require(message(SnapshotTolerance(perceptualPrecision: 1.000000000000001)))
    #expect(text.hasPrefix("perceptualPrecision is 1.000000000000001;"), "\(text)")
  }

  @Test func valuesInTheRangePass() {
    #expect(message(SnapshotTolerance(precision: 0.99, perceptualPrecision: 0.98)) == nil)
    #expect(message(SnapshotTolerance(precision: 1e-9)) == nil)
  }
}
