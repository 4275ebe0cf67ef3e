import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A slider is mirrored right to left, as UIKit's: the minimum at the right, the tinted track
/// running from the right edge to the thumb.
@Suite struct SliderDirectionTests {
  @Test func rightToLeftMirrorsTheThumbAndTheTracks() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.25
    slider.layoutIfNeeded()
    // Left to right: the centre travels 200 pt from 14 pt in; a quarter is x = 64.
    #expect(slider.thumbCenter == CGPoint(x: 64, y: 15.5))
    slider.semanticContentAttribute = .forceRightToLeft
    slider.setNeedsLayout()
    slider.layoutIfNeeded()
    // Right to left: a quarter from the right end, 228 - 14 - 50 = 164.
    #expect(slider.thumbCenter == CGPoint(x: 164, y: 15.5))
    let tracks = slider.subviews.filter { $0.bounds.height == Slider.trackHeight }
    let tinted = tracks.first { $0.backgroundColor == slider.tintColor }
    #expect(tinted?.frame.minX == 164 && tinted?.frame.maxX == 228)
  }
}
