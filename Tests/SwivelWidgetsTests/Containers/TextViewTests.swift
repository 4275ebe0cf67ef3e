import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A text view lays its text out as UIKit's does: 8 pt above and below, 5 pt of line padding
/// at each side, top-aligned, wrapped, with the content size and fitting size of the text.
@Suite struct TextViewTests {
  @Test func defaultsAreUIKits() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(view.text == "")
    #expect(view.font == nil && view.textColor == nil)
    #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.isEditable && view.isSelectable && view.isScrollEnabled)
    #expect(view.backgroundColor == .systemBackground)
    #expect(view.clipsToBounds)
    // The keyboard's settings, as a text field's, with UIKit's defaults.
    #expect(view.autocapitalizationType == .sentences && view.returnKeyType == .default)
    view.keyboardType = .emailAddress
    #expect(view.inputTraits.keyboardType == .emailAddress)
  }

  @Test func theTextSitsInsideTheInsetsAndPadding() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    view.font = .systemFont(ofSize: 17)
    view.text = "One line"
    view.layoutIfNeeded()
    let line = Font.systemFont(ofSize: 17).lineHeight.rounded(.up)
    #expect(view.textLabel.frame == CGRect(x: 5, y: 8, width: 190, height: line))
    #expect(view.contentSize == CGSize(width: 200, height: 8 + line + 8))
    view.textContainerInset = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    view.textContainer.lineFragmentPadding = 0
    view.layoutIfNeeded()
    #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 168, height: line))
  }

  @Test func longTextWrapsScrollsAndSizesTheViewWhenScrollingIsOff() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    view.font = .systemFont(ofSize: 15)
    view.text = Array(repeating: "word", count: 40).joined(separator: " ")
    view.layoutIfNeeded()
    let line = Font.systemFont(ofSize: 15).lineHeight
    let lines = view.textLabel.displayedLines.count
    #expect(lines > 3)
    // The text's height lands on the 2× pixel grid of a view in no window.
    #expect(view.contentSize.height == 16 + (CGFloat(lines) * line * 2).rounded(.up) / 2)
    #expect(view.contentSize.height > view.bounds.height)
    #expect(view.intrinsicContentSize.height == View.noIntrinsicMetric)
    view.isScrollEnabled = false
    #expect(view.intrinsicContentSize.height == view.contentSize.height)
    #expect(
      view.sizeThatFits(CGSize(width: 120, height: 0))
        == CGSize(width: 120, height: view.contentSize.height))
  }

  @Test func anEmptyTextViewIsOneLineTall() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(
      view.sizeThatFits(CGSize(width: 100, height: 0)).height == 16
        + Font.systemFont(ofSize: 12).lineHeight.rounded(.up))
  }
}
