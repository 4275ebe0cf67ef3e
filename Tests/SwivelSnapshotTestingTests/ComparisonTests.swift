import Foundation
import SwivelSnapshotTesting
import Testing

@Suite struct ComparisonTests {
  /// Pairs from Sharma, Wu and Dalal's CIEDE2000 test data (pairs 1, 7, 17 and 25).
  @Test(arguments: [
    (
      ColorDistance.Lab(l: 50, a: 2.6772, b: -79.7751), ColorDistance.Lab(l: 50, a: 0, b: -82.7485),
      2.0425
    ),
    (ColorDistance.Lab(l: 50, a: 0, b: 0), ColorDistance.Lab(l: 50, a: -1, b: 2), 2.3669),
    (ColorDistance.Lab(l: 50, a: 2.5, b: 0), ColorDistance.Lab(l: 73, a: 25, b: -18), 27.1492),
    (
      ColorDistance.Lab(l: 60.2574, a: -34.0099, b: 36.2677),
      ColorDistance.Lab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644
    ),
  ])
  func deltaE2000MatchesThePublishedPairs(
    p: ColorDistance.Lab, q: ColorDistance.Lab, expected: Double
  ) {
    #expect(abs(ColorDistance.deltaE2000(p, q) - expected) < 1e-4)
    #expect(abs(ColorDistance.deltaE2000(q, p) - expected) < 1e-4)
  }

  @Test func transparencyAloneIsADistance() {
    #expect(ColorDistance.deltaE(0xFF00_0000, 0x0000_0000) > 90)  // opaque black vs clear
    #expect(ColorDistance.deltaE(0x8080_8080, 0x8080_8080) == 0)
  }

  @Test func pixelDifferenceSkipsEqualRowsAndFindsTheBox() {
    var expected = Bitmap(width: 300, height: 200, fill: 0xFFFF_FFFF)
    var actual = expected
    actual[10, 150] = 0xFF00_0000
    actual[299, 151] = 0xFF00_0000
    let difference = PixelDifference(actual, expected)
    #expect(difference.count == 2)
    #expect(difference.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [10, 150, 300, 152])
    expected[0, 0] = 0xFFFE_FEFE
    actual[0, 0] = 0xFFFF_FFFF
    #expect(PixelDifference(actual, expected).count == 3)
    #expect(PixelDifference(actual, expected, perceptualPrecision: 0.99).count == 2)
  }

  @Test func diffImageMarksDifferencesRedAndFadesTheRest() {
    let expected = Bitmap(width: 4, height: 3, fill: 0xFF00_0000)
    var actual = expected
    actual[2, 1] = 0xFFFF_FFFF
    let image = PixelDifference.diffImage(actual, expected)
    #expect(image[2, 1] == 0xFFFF_0000)
    // Black faded 70 % of the way to white: 255 − 255 × 3 / 10 = 179.
    #expect(image[0, 0] == 0xFFB3_B3B3)
    #expect(image[3, 2] == 0xFFB3_B3B3)
    #expect(image[0, 1] == 0xFFB3_B3B3)
  }

  @Test func unifiedDiffHasHunksWithContext() {
    let old = (1...12).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "6", with: "six")
    #expect(LineDiff.unified(expected: old, actual: old) == nil)
    #expect(
      LineDiff.unified(expected: old, actual: new) == """
        --- expected
        +++ actual
        @@ -3,7 +3,7 @@
         3
         4
         5
        -6
        +six
         7
         8
         9
        """)
  }
}
