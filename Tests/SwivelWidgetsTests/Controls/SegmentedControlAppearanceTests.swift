import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The selected segment stays readable in both appearances: its title is `Color.label`, so the
/// thumb under it must be light in light mode and dark grey in dark mode.
@Suite struct SegmentedControlAppearanceTests {
  @Test func theDefaultThumbIsWhiteInLightAndGreyInDark() {
    let thumb = SegmentedControl.defaultThumbColor
    #expect(thumb.resolved(isDark: false) == .white)
    #expect(thumb.resolved(isDark: true).rgba == RGBA8(r: 0x63, g: 0x63, b: 0x66))
    // White label text on it in dark mode: the contrast a white thumb would have destroyed.
    #expect(Color.label.resolved(isDark: true) == .white)
  }

  @Test func aControlWithNoTintDrawsItsThumbInTheDefault() {
    let control = SegmentedControl(items: ["Light", "Dark"])
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.selectedSegmentIndex = 0
    control.layoutIfNeeded()
    #expect(control.subviews.contains { $0.backgroundColor == SegmentedControl.defaultThumbColor })
    control.selectedSegmentTintColor = .systemRed
    control.layoutIfNeeded()
    #expect(control.subviews.contains { $0.backgroundColor == .systemRed })
    #expect(!control.subviews.contains { $0.backgroundColor == SegmentedControl.defaultThumbColor })
  }
}
