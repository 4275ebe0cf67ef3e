import Swivel
import Testing

/// `CAGradientLayer`'s geometry, probed in pixels at scale 1.
@Suite struct GradientViewRenderingTests {
  private func channels(_ pixel: UInt32) -> (Int, Int, Int) {
    (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
  }

  private func near(_ pixel: UInt32, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 2)
    -> Bool
  {
    let (pr, pg, pb) = channels(pixel)
    return abs(pr - r) <= tolerance && abs(pg - g) <= tolerance && abs(pb - b) <= tolerance
  }

  private func gradient(_ configure: (GradientView) -> Void) throws -> Bitmap {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.colors = [.red, .blue]
    configure(view)
    return try view.renderImage(scale: 1)
  }

  @Test func defaultsAreCAGradientLayers() {
    let view = GradientView()
    #expect(view.startPoint == CGPoint(x: 0.5, y: 0) && view.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(view.type == .axial && view.locations == nil && view.colors.isEmpty)
    view.colors = [.red, .green, .blue]
    #expect(view.effectiveLocations == [0, 0.5, 1])
    view.locations = [0, 0.2]
    #expect(view.effectiveLocations == [0, 0.2, 1])
  }

  @Test func axialRunsTopToBottomByDefault() throws {
    let bitmap = try gradient { _ in }
    // Pixel centres at y = 0.5, 49.5, 99.5: t = 0.005, 0.495, 0.995.
    #expect(near(bitmap[50, 0], 254, 0, 1))
    #expect(near(bitmap[50, 49], 129, 0, 126))
    #expect(near(bitmap[50, 99], 1, 0, 254))
    #expect(bitmap[0, 30] == bitmap[99, 30])  // constant across
  }

  @Test func startAndEndPointsAreUnitCoordinates() throws {
    let bitmap = try gradient { view in
      view.startPoint = CGPoint(x: 0, y: 0.5)
      view.endPoint = CGPoint(x: 0.5, y: 0.5)
    }
    #expect(near(bitmap[0, 10], 253, 0, 3, within: 1))
    #expect(near(bitmap[24, 10], 129, 0, 126))
    #expect(bitmap[60, 10] == 0xFF00_00FF && bitmap[99, 99] == 0xFF00_00FF)  // end colour continues
  }

  @Test func locationsMoveTheStops() throws {
    let bitmap = try gradient { view in
      view.colors = [.red, .green, .blue]
      view.locations = [0, 0.25, 1]
    }
    #expect(near(bitmap[50, 24], 5, 250, 0, within: 6))  // green at a quarter, not at half
    #expect(near(bitmap[50, 62], 0, 127, 128, within: 3))  // halfway from green to blue
  }

  @Test func radialIsCentredAtTheStartPointAndReachesTheEndPoint() throws {
    let bitmap = try gradient { view in
      view.type = .radial
      view.startPoint = CGPoint(x: 0.5, y: 0.5)
      view.endPoint = CGPoint(x: 1, y: 1)
    }
    #expect(near(bitmap[50, 50], 254, 0, 1, within: 3))  // the centre: the first colour
    #expect(near(bitmap[75, 50], 128, 0, 127, within: 3))  // half the 50-point radius out
    #expect(bitmap[75, 50] == bitmap[50, 75] && bitmap[75, 50] == bitmap[24, 50])  // a circle here
    #expect(bitmap[0, 0] == 0xFF00_00FF)  // beyond the ellipse: the last colour
  }

  @Test func radialInANonSquareViewIsAnEllipse() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.colors = [.red, .blue]
    view.type = .radial
    view.startPoint = CGPoint(x: 0.5, y: 0.5)
    view.endPoint = CGPoint(x: 1, y: 1)
    let bitmap = try view.renderImage(scale: 1)
    // Half-way out on each axis: 50 points across, 25 down.
    #expect(near(bitmap[150, 50], 128, 0, 127, within: 3))
    #expect(near(bitmap[100, 75], 128, 0, 127, within: 3))
  }

  @Test func cornerRadiusClipsTheGradient() throws {
    let bitmap = try gradient { view in view.layer.cornerRadius = 20 }
    #expect(bitmap[0, 0] == 0 && bitmap[99, 99] == 0)  // transparent outside the corners
    #expect(bitmap[50, 0] != 0)
  }

  @Test func gradientsAreTheSameBytesEveryRun() throws {
    let first = try gradient { $0.type = .radial }
    #expect(try gradient { $0.type = .radial } == first)
  }
}
