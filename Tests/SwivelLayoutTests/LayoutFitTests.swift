import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutFitTests {
  let scene = LayoutScene()

  /// A `WordBlock` (twelve 50-pt words in 20-pt lines) in the 400 × 600 superview.
  private func wordBlock(start: CGRect = .zero) -> WordBlock {
    let block = WordBlock(frame: start)
    scene.superview.addSubview(block)
    return block
  }

  @Test func fittingTheWidthWrapsToItAndTakesTheHeight() {
    let block = wordBlock()
    let warnings = collectingLayoutWarnings {
      block.pin.top(10).left(10).width(200).sizeToFit(.width)
    }
    // Four words a line at 200 pt: three lines.
    #expect(block.frame == CGRect(x: 10, y: 10, width: 200, height: 60))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func theFitFollowsAWidthGivenAfterIt() {
    let block = wordBlock(start: CGRect(x: 0, y: 0, width: 100, height: 0))
    let chain = block.pin.sizeToFit(.width)
    chain.layout()
    // At the current 100 pt: two words a line, six lines.
    #expect(block.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
    chain.left(0).right(200).layout()
    #expect(block.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func fittingTheHeightTakesTheWidth() {
    let block = wordBlock()
    block.pin.top(0).left(0).height(40).sizeToFit(.height)
    // Two lines of six words.
    #expect(block.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
  }

  @Test func fittingTheContentProposesTheCurrentSizeLikeUIKit() {
    // UIKit's sizeToFit() passes the current size: 200 pt wide gives four words a line.
    let block = wordBlock(start: CGRect(x: 0, y: 0, width: 200, height: 0))
    block.pin.top(0).left(0).sizeToFit()
    #expect(block.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    // From a zero size a word a line; limits apply to the answer (PinLayout).
    let other = wordBlock()
    other.pin.top(0).left(0).maxHeight(100).sizeToFit()
    #expect(other.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
  }

  @Test(arguments: [
    "top(0).left(0).width(200).height(50).sizeToFit(.width)",
    "left(0).width(200).height(50).sizeToFit(.width).top(0)",
  ])
  func anExplicitHeightMeetingAWidthFitIsReplacedWithAWarning(order: String) {
    let block = wordBlock()
    block.identifier = "block"
    let warnings = collectingLayoutWarnings {
      if order.hasPrefix("top") {
        block.pin.top(0).left(0).width(200).height(50).sizeToFit(.width)
      } else {
        block.pin.left(0).width(200).height(50).sizeToFit(.width).top(0)
      }
    }
    // One rule, with or without an edge: the fitted height applies (PinLayout's result).
    #expect(block.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(
      warnings.messages == [
        "height(50) and sizeToFit(.width) both give WordBlock#block's height; "
          + "sizeToFit(.width)'s 60 applied"
      ])
    #expect(warnings.warnings.first?.kind == .replaced)
  }

  @Test func aLabelTakesTheHeightOfItsLines() {
    // Inter's line height at 17 pt: 17 × 3408 / 2816 = 20.574…, measured up to whole points.
    let superview = scene.superview
    let single = Label()
    single.text = "Hello"
    let paragraphs = Label()
    paragraphs.numberOfLines = 0
    paragraphs.text = "One\nTwo\nThree"
    let wrapped = Label()
    wrapped.numberOfLines = 0
    wrapped.text = "o o o"  // each "o" is about 9.7 pt wide, two with a space about 24 pt
    [single, paragraphs, wrapped].forEach(superview.addSubview)

    single.pin.top(10).left(10).width(200).sizeToFit(.width)
    paragraphs.pin.top(10).left(10).width(200).sizeToFit(.width)
    wrapped.pin.top(10).left(10).width(15).sizeToFit(.width)
    #expect(single.frame == CGRect(x: 10, y: 10, width: 200, height: 21))
    #expect(paragraphs.frame == CGRect(x: 10, y: 10, width: 200, height: 62))  // ⌈3 × 20.57⌉
    #expect(wrapped.frame == CGRect(x: 10, y: 10, width: 15, height: 62))
    #expect(wrapped.displayedLines == ["o", "o", "o"])
  }

  @Test func aNegativeWidthToFitIsReportedAndFitsZero() {
    let block = wordBlock()
    block.identifier = "block"
    let warnings = collectingLayoutWarnings {
      block.pin.top(0).left(300).right(300).sizeToFit(.width)
    }
    // 400 − 300 − 300 = −200; at width 0 one word a line: twelve 20-pt lines.
    #expect(block.frame == CGRect(x: 300, y: 0, width: 0, height: 240))
    #expect(
      warnings.messages == [
        "left(300) and right(300) give WordBlock#block a negative width (-200); width set to 0"
      ])
  }
}
