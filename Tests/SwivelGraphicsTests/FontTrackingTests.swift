import Testing

@testable import SwivelGraphics

/// The system font's tracking against Apple's published table for SF Pro (HIG, Typography,
/// "Tracking values", iOS and iPadOS; points column).
@Suite struct FontTrackingTests {
  @Test(arguments: [
    (6.0, 0.24), (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45),
    (22, -0.26),
    (24, 0.07), (28, 0.38), (34, 0.40), (48, 0.35), (72, 0.14), (80, 0),
  ])
  func listedSizesTakeTheTablesValue(size: Double, points: Double) {
    #expect(abs(Font.systemFont(ofSize: CGFloat(size)).tracking - CGFloat(points)) < 1e-12)
  }

  @Test func sizesBetweenAreInterpolated() {
    // between −0.31 and −0.43
    #expect(abs(Font.systemFont(ofSize: 16.5).tracking - (-0.37)) < 1e-12)
    // between 54 (0.32) and 56 (0.30)
    #expect(abs(Font.systemFont(ofSize: 55).tracking - 0.31) < 1e-12)
    // between 72 (0.14) and 76 (0.07)
    #expect(abs(Font.systemFont(ofSize: 74).tracking - 0.105) < 1e-12)
  }

  @Test func outsideTheTable() {
    // the 6-pt value, in proportion
    #expect(abs(Font.systemFont(ofSize: 3).tracking - 0.12) < 1e-12)
    #expect(Font.systemFont(ofSize: 200).tracking == 0)
  }

  @Test func onlyTheSystemDesignIsTracked() {
    #expect(Font.monospacedSystemFont(ofSize: 17, weight: .regular).tracking == 0)
    #expect(Font(size: 17, design: .serif).tracking == 0)
    #expect(Font.italicSystemFont(ofSize: 17).tracking == -0.43)
  }

  @Test func everyCharacterIsFollowedByTheTracking() {
    // Inter Regular at 17 pt: "ii" is 2 × 668 units of 2816, each followed by −0.43 pt; the
    // width counts the tracking after the last character too, as Core Text's does.
    let layout = TextLayout(
      "ii", font: .systemFont(ofSize: 17), maxWidth: .infinity, maxLines: 1,
      lineBreakMode: .byClipping)
    let advance = 668 * 17.0 / 2816 - 0.43
    #expect(abs(layout.lines[0].offsets[1] - advance) < 1e-12)
    #expect(abs(layout.size.width - 2 * advance) < 1e-12)
  }
}
