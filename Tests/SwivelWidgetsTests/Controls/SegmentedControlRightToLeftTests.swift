import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A segmented control runs from the leading edge, as UIKit's: right to left, segment 0 is the
/// rightmost, and taps and dividers follow.
@Suite struct SegmentedControlRightToLeftTests {
  /// Three segments in 306 pt: a 300-pt area after the 3-pt insets, 100 pt a segment.
  private func control(rightToLeft: Bool) -> SegmentedControl {
    let control = SegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 0, y: 0, width: 306, height: 32)
    if rightToLeft { control.semanticContentAttribute = .forceRightToLeft }
    control.selectedSegmentIndex = 0
    control.layoutIfNeeded()
    return control
  }

  @Test func segmentsMirror() {
    let ltr = control(rightToLeft: false), rtl = control(rightToLeft: true)
    #expect(ltr.segmentRect(at: 0) == CGRect(x: 3, y: 2, width: 100, height: 28))
    #expect(rtl.segmentRect(at: 0) == CGRect(x: 203, y: 2, width: 100, height: 28))
    #expect(rtl.segmentRect(at: 2) == CGRect(x: 3, y: 2, width: 100, height: 28))
    // The thumb sits under the selected segment, on the right.
    #expect(rtl.thumb.frame == CGRect(x: 203, y: 2, width: 100, height: 28))
    // The one divider shown is between segments 1 and 2: at x = 103, whichever the direction.
    #expect(rtl.dividers.map(\.isHidden) == [true, false])
    #expect(rtl.dividers[1].frame.midX == 103)
  }

  @Test func aTapSelectsTheSegmentUnderIt() {
    let rtl = control(rightToLeft: true)
    rtl.handleTap(at: CGPoint(x: 50, y: 16))
    #expect(rtl.selectedSegmentIndex == 2)
  }

  @Test func theTraitsDirectionMirrorsAHostedControl() throws {
    final class Screen: ViewController {
      let control = SegmentedControl(items: ["A", "B"])
      override func viewDidLoad() { view.addSubview(control) }
      override func updateInterface() {
        control.frame = CGRect(x: 20, y: 100, width: 206, height: 32)
      }
    }
    let screen = Screen()
    let host = try DeviceHost(device: .iphone6, rootViewController: screen)
    #expect(screen.control.segmentRect(at: 0).minX == 3)
    host.traitOverrides = TraitCollection(layoutDirection: .rightToLeft)
    host.window.layoutIfNeeded()
    #expect(screen.control.segmentRect(at: 0).minX == 103)
  }
}
