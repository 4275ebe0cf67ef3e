import Testing
import SwivelUI

@Suite struct LabelTests {
  @Test func defaultsFollowUIKit() {
    let label = Label()
    #expect(label.font == Font.systemFont(ofSize: 17))
    // `UILabel.textColor` defaults to `.label` since iOS 13: black, white in dark mode.
    #expect(label.textColor == .label)
    #expect(label.textColor.resolved(isDark: false) == .black)
    #expect(label.textColor.resolved(isDark: true) == .white)
    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(!label.isUserInteractionEnabled)
    #expect(label.backgroundColor == nil)
    label.font = nil
    label.textColor = nil
    #expect(label.font.pointSize == 17)
    #expect(label.textColor == .label)
  }

  @Test func fontMetricsComeFromDejaVuSans() {
    // DejaVu Sans: 2048 units per em, ascender 1901, descender −483 (hhea).
    let font = Font.systemFont(ofSize: 2048)
    #expect(font.ascender == 1901)
    #expect(font.descender == -483)
    #expect(font.lineHeight == 2384)
  }

  @Test func emptyTextMeasuresZero() {
    let label = Label()
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    label.text = ""
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func singleLineMeasuresItsFullWidthWhateverTheProposal() {
    let label = Label()
    label.text = "Hello world"
    let wide = label.sizeThatFits(CGSize(width: 1000, height: 0))
    let narrow = label.sizeThatFits(CGSize(width: 10, height: 0))
    #expect(wide == narrow)
    #expect(wide.height == (Font.systemFont(ofSize: 17).lineHeight).rounded(.up))
    // DejaVu Sans' advances for "Hello world", 11,481 units of 2,048 per em, at 17 pt:
    // 95.30 pt, rounded up.
    #expect(wide.width == 96)
  }

  @Test func multilineWrapsAtWordsToTheProposedWidth() {
    let label = Label()
    label.numberOfLines = 0
    label.text = "one two three four five six"
    let oneLine = label.sizeThatFits(.zero)
    let wrapped = label.sizeThatFits(CGSize(width: oneLine.width / 2, height: 0))
    #expect(wrapped.width <= oneLine.width / 2)
    #expect(wrapped.height > oneLine.height)
    label.frame = CGRect(origin: .zero, size: CGSize(width: oneLine.width / 2, height: 200))
    let lines = label.displayedLines
    #expect(lines.count >= 2)
    #expect(lines.joined(separator: " ") == "one two three four five six")
    #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
  }

  @Test func preferredMaxLayoutWidthIsWhereAMultilineLabelWrapsForItsIntrinsicSize() {
    // UIKit: "if the text extends beyond the width specified by this property, the additional
    // text flows to one or more new lines, thereby increasing the height of the label."
    // DejaVu Sans (2,048 units per em, no kerning): digits 1,303 units, the space 651, a line
    // 2,384. At 17 pt: "1111" is 4 × 1,303 × 17 / 2,048 = 43.26 pt, "1111 2222" 91.93 pt,
    // a line 19.79 pt; sizes round up to whole points.
    let label = Label()
    label.numberOfLines = 0
    label.text = "1111 2222"
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.intrinsicContentSize == CGSize(width: 92, height: 20))  // no width: one line
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 44, height: 40))  // two lines of 43.26
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == CGSize(width: 92, height: 20))
    // It wins over the current width, which applies only when it is 0.
    label.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 44, height: 40))
    label.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
    label.preferredMaxLayoutWidth = 0
    #expect(label.intrinsicContentSize == CGSize(width: 44, height: 40))
    // A one-line label never wraps.
    label.numberOfLines = 1
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 92, height: 20))
  }

  @Test func aLongWordBreaksByCharacter() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 500))
    label.numberOfLines = 0
    label.text = "Supercalifragilistic"
    #expect(label.displayedLines.count > 1)
    #expect(label.displayedLines.joined() == "Supercalifragilistic")
  }

  @Test func tailTruncationEndsWithAnEllipsisAndFits() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "A rather long title"
    let line = label.displayedLines
    #expect(line.count == 1)
    #expect(line[0].hasSuffix("…"))
    #expect(line[0].hasPrefix("A"))
    let probe = Label()
    probe.text = line[0]
    #expect(probe.sizeThatFits(.zero).width <= 60 + 1)
  }

  @Test func linesAreLimitedByNumberOfLinesAndByHeight() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 500))
    label.numberOfLines = 2
    label.text = "alpha beta gamma delta epsilon zeta eta theta"
    #expect(label.displayedLines.count == 2)
    #expect(label.displayedLines[1].hasSuffix("…"))
    label.numberOfLines = 0
    label.frame.size.height = Font.systemFont(ofSize: 17).lineHeight * 3 + 1
    #expect(label.displayedLines.count == 3)
    #expect(label.displayedLines[2].hasSuffix("…"))
  }

  @Test func explicitNewlinesBreakLines() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    label.numberOfLines = 0
    label.text = "first\nsecond"
    #expect(label.displayedLines == ["first", "second"])
  }

  @Test func headMiddleAndClippingModes() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 70, height: 30))
    label.text = "abcdefghijklmnopqrstuvwxyz"
    label.lineBreakMode = .byTruncatingHead
    #expect(label.displayedLines[0].hasPrefix("…") && label.displayedLines[0].hasSuffix("z"))
    label.lineBreakMode = .byTruncatingMiddle
    let middle = label.displayedLines[0]
    #expect(middle.hasPrefix("a") && middle.hasSuffix("z") && middle.contains("…"))
    label.lineBreakMode = .byClipping
    #expect(label.displayedLines == ["abcdefghijklmnopqrstuvwxyz"])
  }
}
