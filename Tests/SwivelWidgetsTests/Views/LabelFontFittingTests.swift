import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// `adjustsFontSizeToFitWidth`: "the label reduces the font size until the text fits or it has
/// scaled the font down to the minimum font size"; `minimumScaleFactor` 0 "doesn't scale the
/// text down" (Apple's UILabel documentation).
@Suite struct LabelFontFittingTests {
  private func label(width: CGFloat, factor: CGFloat) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.text = "Hello world"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = factor
    return label
  }

  @Test func shrinksExactlyToTheWidth() throws {
    let natural = Label()
    natural.text = "Hello world"
    let full = natural.sizeThatFits(.zero)
    let fullWidth = TextLayout(
      "Hello world", font: .systemFont(ofSize: 17), maxWidth: .infinity, maxLines: 1,
      lineBreakMode: .byTruncatingTail
    ).size.width
    #expect(full.width == fullWidth.rounded(.up))
    let half = label(width: fullWidth * 0.75, factor: 0.5)
    let layout = try #require(half.textLayout)
    // "Hello world" is 14964 units of Inter's 2816 (fontTools), 11 characters each followed
    // by the size's tracking. 17 pt: 14964 × 17 / 2816 − 11 × 0.43 = 85.607 pt; three
    // quarters of that is 64.205 pt, reached between 12 pt (tracking 0) and 13 pt (−0.08),
    // where the width is s × 14964 / 2816 − 11 × 0.08 × (s − 12): at s = 12.0988 pt, not at
    // the linear 12.75 pt. Bisection keeps the largest factor to 1/1024 that fits.
    let exact = (12.75 * 14964 / 2816 - 14.1075) / (14964.0 / 2816 - 0.88)
    #expect(abs(exact - 12.0988) < 1e-4)
    #expect(layout.font.pointSize <= exact + 1e-9 && layout.font.pointSize > exact - 17.0 / 1024)
    #expect(half.displayedLines == ["Hello world"])
    #expect(layout.size.width <= fullWidth * 0.75 + 1e-9)
    // Measuring is not affected: the intrinsic size is the full-size text's.
    #expect(half.intrinsicContentSize.width == fullWidth.rounded(.up))
  }

  @Test func withoutTrackingTheFactorIsExact() throws {
    // The monospaced design has no tracking: advances grow linearly with the size.
    let font = Font.monospacedSystemFont(ofSize: 17, weight: .regular)
    let fullWidth = TextLayout(
      "Hello world", font: font, maxWidth: .infinity, maxLines: 1,
      lineBreakMode: .byTruncatingTail
    ).size.width
    let half = label(width: fullWidth * 0.75, factor: 0.5)
    half.font = font
    let layout = try #require(half.textLayout)
    #expect(abs(layout.font.pointSize - 17 * 0.75) < 1e-9)
    #expect(abs(layout.size.width - fullWidth * 0.75) < 1e-6)
  }

  @Test func stopsAtTheMinimumScaleAndThenTruncates() throws {
    let fullWidth = TextLayout(
      "Hello world", font: .systemFont(ofSize: 17), maxWidth: .infinity, maxLines: 1,
      lineBreakMode: .byTruncatingTail
    ).size.width
    let label = label(width: fullWidth * 0.4, factor: 0.5)
    let layout = try #require(label.textLayout)
    #expect(layout.font.pointSize == 8.5)
    #expect(label.displayedLines.first?.hasSuffix("…") == true)
  }

  @Test func aZeroFactorOrAFittingTextDoNotShrink() throws {
    #expect(try #require(label(width: 40, factor: 0).textLayout).font.pointSize == 17)
    #expect(try #require(label(width: 400, factor: 0.5).textLayout).font.pointSize == 17)
    let multi = label(width: 60, factor: 0.5)
    multi.frame.size.height = 60
    multi.numberOfLines = 2
    // "Hello" and "world" each fit 60 pt, two 17-pt lines (41.1 pt) fit 60 pt: no shrinking.
    #expect(try #require(multi.textLayout).font.pointSize == 17)
  }

  @Test func severalLinesShrinkUntilTheyFitTheHeight() throws {
    let multi = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    multi.text = "Hello world"
    multi.numberOfLines = 0
    multi.adjustsFontSizeToFitWidth = true
    multi.minimumScaleFactor = 0.25
    let layout = try #require(multi.textLayout)
    let size = layout.font.pointSize
    #expect(size < 17 && size >= 17 * 0.25)
    #expect(layout.size.height <= 30 + 1e-6)
    #expect(multi.displayedLines.joined(separator: " ") == "Hello world")
    // One bisection step (1/1024 of the size) larger no longer fits as laid out.
    let bigger = TextLayout(
      "Hello world", font: .systemFont(ofSize: size + 17.0 / 1024 * 1.01), maxWidth: 60,
      maxLines: 0, lineBreakMode: .byTruncatingTail)
    #expect(bigger.size.height > 30 || bigger.lines.count > 2)
  }

  @Test func shrunkTextKeepsTheFullSizeBaselineByDefault() throws {
    let shrunk = label(width: 50, factor: 0.1)
    let full = Label(frame: shrunk.frame)
    full.text = "Hello world"
    let fullBaseline = try #require(full.glyphRun?.positions.first?.y)
    #expect(abs(try #require(shrunk.glyphRun?.positions.first?.y) - fullBaseline) < 1e-9)
    shrunk.baselineAdjustment = .alignCenters
    let layout = try #require(shrunk.textLayout)
    let centred = (30 - layout.size.height) / 2 + layout.lines[0].ascent
    #expect(abs(try #require(shrunk.glyphRun?.positions.first?.y) - centred) < 1e-9)
  }
}
