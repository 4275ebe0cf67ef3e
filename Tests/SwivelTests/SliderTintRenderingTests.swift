import Swivel
import Testing

/// `UISlider`'s three tints, probed in pixels: `minimumTrackTintColor` left of the thumb,
/// `maximumTrackTintColor` right of it, `thumbTintColor` the thumb; nil gives UIKit's defaults
/// (the tint colour, system fill, white). A 200 × 31 slider at value 0.5, scale 1: the thumb's
/// centre is 14 + (200 − 28) × 0.5 = 100 pt across and 15.5 down, its radius 14; the 4-pt
/// track spans y 13.5…17.5, so rows 14…16 are wholly inside it.
@Suite struct SliderTintRenderingTests {
  private static let white: UInt32 = 0xFFFF_FFFF

  private func render(_ configure: (Slider) -> Void) throws -> Bitmap {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    root.backgroundColor = .white
    let slider = Slider(frame: root.bounds)
    slider.value = 0.5
    configure(slider)
    root.addSubview(slider)
    return try root.renderImage(scale: 1)
  }

  @Test func eachTintColoursItsPart() throws {
    let bitmap = try render { slider in
      slider.minimumTrackTintColor = .red
      slider.maximumTrackTintColor = .green
      slider.thumbTintColor = .blue
    }
    #expect(
      bitmap[50, 14] == 0xFFFF_0000 && bitmap[50, 16] == 0xFFFF_0000 && bitmap[5, 15] == 0xFFFF_0000
    )
    #expect(bitmap[150, 14] == 0xFF00_FF00 && bitmap[194, 16] == 0xFF00_FF00)
    #expect(
      bitmap[50, 12] == Self.white && bitmap[50, 18] == Self.white && bitmap[150, 12] == Self.white)
    // The thumb: its centre, and (100, 5) and (89, 15), 10.5 pt from the centre at most.
    #expect(
      bitmap[100, 15] == 0xFF00_00FF && bitmap[100, 5] == 0xFF00_00FF
        && bitmap[89, 15] == 0xFF00_00FF)
  }

  @Test func nilTintsAreTheTintColourAndAWhiteThumb() throws {
    let bitmap = try render { slider in
      slider.minimumTrackTintColor = .red
      slider.thumbTintColor = .blue
      slider.minimumTrackTintColor = nil
      slider.thumbTintColor = nil
    }
    // systemBlue, #007AFF.
    #expect(bitmap[50, 15] == 0xFF00_7AFF)
    #expect(bitmap[100, 15] == Self.white && bitmap[100, 5] == Self.white)
    // The minimum track follows the tint colour it inherits.
    let tinted = try render { slider in slider.tintColor = .orange }
    #expect(tinted[50, 15] == 0xFFFF_8000)
  }
}
