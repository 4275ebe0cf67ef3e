import SwivelSnapshotTesting
import SwivelUIKit
import Testing

/// swift-snapshot-testing's strategies for `CGPath` take UIKit's path classes, as a suite
/// written for iOS passes them.
@Suite struct CGPathSnapshotStrategyTests {
  /// A 10×6 triangle with a square hole, built the iOS way.
  private func triangle() -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 6))
    path.addLine(to: CGPoint(x: 5, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 6))
    path.closeSubpath()
    return path
  }

  @Test func elementsDescriptionListsAMutablePathsElements() throws {
    let text = try Snapshotting<CGMutablePath, String>.elementsDescription.snapshot(triangle())
    #expect(
      text == """
        MoveTo (0.0, 6.0)
        LineTo (5.0, 0.0)
        LineTo (10.0, 6.0)
        Close

        """)
  }

  @Test func imageFillsAPathGivenAsCGPath() throws {
    let path: CGPath = triangle()
    let bitmap = try Snapshotting<CGPath, Bitmap>.image.snapshot(path)
    #expect(bitmap.width == 10 && bitmap.height == 6)
    // Inside the triangle near its base: black; the top corners: transparent.
    #expect(bitmap[5, 4] == 0xFF00_0000)
    #expect(bitmap[0, 0] == 0)
    #expect(bitmap[9, 0] == 0)
  }
}
