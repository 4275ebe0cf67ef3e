import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Line breaks carry no advance: a single-line label of many "\n" is one
/// empty line, not 1,000 spaces wide.
@Suite struct LabelLineBreakTests {
  private let lineHeight = Font.systemFont(ofSize: 17).lineHeight.rounded(.up)

  private func measure(_ text: String, lines: Int) -> CGSize {
    let label = Label()
    label.text = text
    label.numberOfLines = lines
    return label.sizeThatFits(CGSize(width: 300, height: 0))
  }

  @Test func aThousandLineBreaksOnOneLineMeasureNoWidth() {
    let size = measure(String(repeating: "\n", count: 1_000), lines: 1)
    #expect(size == CGSize(width: 0, height: lineHeight))
  }

  @Test func trailingLineBreaksAddNothingToTheLastLine() {
    #expect(measure("Hello\n\n\n\n", lines: 1) == measure("Hello", lines: 1))
    #expect(
      measure("Hello\nworld\n\n\n", lines: 2).width == measure("Hello\nworld", lines: 2).width)
  }

  @Test func textAfterTheBreaksStillJoinsTheLastLineWithOneSpaceAndAnEllipsis() {
    // "a\n\n\nb" on one line shows "a b…": empty lines between contribute nothing.
    #expect(measure("a\n\n\nb", lines: 1) == measure("a\nb", lines: 1))
    #expect(measure("a\nb", lines: 1).width > measure("a b", lines: 1).width)
  }
}
