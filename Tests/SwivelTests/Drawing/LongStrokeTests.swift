import Foundation
import Swivel
import SwivelGeometry
import SwivelSupport
import Testing

/// An audio waveform of 100,000 points stroked in `draw(_:)`: Cairo's stroke of one such path
/// costs the square of its segments (9–28 s); Swivel hands it to Cairo in pieces, so the cost
/// grows with the length (counted, no clock), and the waveform still draws.
@Suite struct LongStrokeTests {
  private final class Waveform: View {
    let points: Int
    let color: Color
    init(points: Int, color: Color) {
      self.points = points
      self.color = color
      super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) {
      let path = BezierPath()
      for index in 0..<points {
        let x = CGFloat(index) * rect.width / CGFloat(points)
        let y = 50 + 45 * sin(CGFloat(index) * 0.37) * cos(CGFloat(index) * 0.011)
        if index == 0 {
          path.move(to: CGPoint(x: x, y: y))
        } else {
          path.addLine(to: CGPoint(x: x, y: y))
        }
      }
      color.setStroke()
      path.lineWidth = 1
      path.stroke()
    }
  }

  @Test func aHundredThousandPointWaveformCostsInProportionToItsLength() throws {
    let counter = WorkCounter()
    let bitmap = try WorkCounter.$current.withValue(counter) {
      try Waveform(points: 100_000, color: .systemBlue).renderImage(scale: 1)
    }
    // Counted: the square of each stroke's segments. One stroke would be 99,999².
    #expect(counter.count <= 100_000 * 2_100, "\(counter.count)")
    // It draws across the whole width, through the middle row.
    let blue = Color.systemBlue.rgba.premultiplied
    #expect((0..<375).allSatisfy { x in (0..<100).contains { y in bitmap[x, y] == blue } })
  }

  @Test func aTranslucentWaveformIsNeverDarkerThanItsColour() throws {
    let bitmap = try Waveform(points: 20_000, color: Color.red.withAlphaComponent(0.5)).renderImage(
      scale: 1)
    let alphas = bitmap.pixels.map { $0 >> 24 }
    #expect(alphas.max() == 128)  // covered pixels at the colour's alpha, never twice it
    #expect(alphas.filter { $0 == 128 }.count > 5_000)
  }

  @Test func itRendersTheSameEveryTime() throws {
    let first = try Waveform(points: 30_000, color: .black).renderImage(scale: 2)
    let second = try Waveform(points: 30_000, color: .black).renderImage(scale: 2)
    #expect(first == second)
  }
}
