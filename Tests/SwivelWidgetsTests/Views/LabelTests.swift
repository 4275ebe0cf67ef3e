import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

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

  @Test func fontMetricsComeFromInter() {
    // Inter Display (the system font from 20 pt): 2048 units per em, ascender 1974, descender
    // −502 (hhea, read with fontTools).
    let font = Font.systemFont(ofSize: 2048)
    #expect(font.ascender == 1974)
    #expect(font.descender == -502)
    #expect(font.lineHeight == 2476)
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
    // Inter's advances for "Hello world", 14,964 units of 2,816 per em (fontTools), at 17 pt
    // with −0.43 pt of tracking after each of the 11 characters: 85.61 pt, rounded up.
    #expect(wide.width == 86)
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
    // Inter (2,816 units per em, no kerning; fontTools): 1 is 1,308 units, 2 1,704, the space
    // 792, a line 3,408; at 17 pt each character is followed by −0.43 pt of tracking. "1111"
    // is 4 × 1,308 × 17 / 2,816 − 4 × 0.43 = 29.86 pt, "2222" 39.43 pt, "1111 2222" 73.64 pt,
    // a line 20.57 pt; sizes round up to the pixel grid, half points for a label in no window
    // (2×): 73.64 → 74, 39.43 → 39.5, one line 20.57 → 21, two 41.14 → 41.5.
    let label = Label()
    label.numberOfLines = 0
    label.text = "1111 2222"
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.intrinsicContentSize == CGSize(width: 74, height: 21))  // no width: one line
    label.preferredMaxLayoutWidth = 60
    // two lines, the wider 39.43
    #expect(label.intrinsicContentSize == CGSize(width: 39.5, height: 41.5))
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == CGSize(width: 74, height: 21))
    // It wins over the current width, which applies only when it is 0.
    label.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 39.5, height: 41.5))
    label.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
    label.preferredMaxLayoutWidth = 0
    #expect(label.intrinsicContentSize == CGSize(width: 39.5, height: 41.5))
    // A one-line label never wraps.
    label.numberOfLines = 1
    label.preferredMaxLayoutWidth = 60
    #expect(label.intrinsicContentSize == CGSize(width: 74, height: 21))
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

@Suite struct LabelPixelGridTests {
  /// A one-line label's height in a window of `scale`.
  private func height(at scale: CGFloat, fontSize: CGFloat) -> (
    height: CGFloat, lineHeight: CGFloat
  ) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scale: scale)
    let label = Label()
    label.text = "Title"
    label.font = .systemFont(ofSize: fontSize)
    window.addSubview(label)
    return (label.sizeThatFits(.zero).height, label.font.lineHeight)
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func sizesLandOnTheWindowsPixelGridNotOnWholePoints(scale: CGFloat) {
    let (height, lineHeight) = height(at: scale, fontSize: 17)
    let pixels = height * scale
    #expect(abs(pixels - pixels.rounded()) < 1e-9)  // whole pixels
    #expect(height >= lineHeight && height - lineHeight < 1 / scale)  // the next pixel up
  }

  @Test func aSeventeenPointLineIsAFractionOfAPointOnA3xScreen() {
    let (height, lineHeight) = height(at: 3, fontSize: 17)
    // the font's line is not near a whole point
    #expect(lineHeight.rounded(.up) - lineHeight > 1.0 / 3)
    #expect(height < lineHeight.rounded(.up))
  }

  @Test func aLabelOutsideAWindowMeasuresAtItsTraitsScaleElse2x() {
    let label = Label()
    label.text = "Title"
    let pixels = label.sizeThatFits(.zero).height * 2
    #expect(abs(pixels - pixels.rounded()) < 1e-9)
    #expect(label.pixelScale == 2)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2)
    window.screenTraits = TraitCollection(displayScale: 3)
    window.addSubview(label)
    #expect(label.pixelScale == 3)
  }
}
