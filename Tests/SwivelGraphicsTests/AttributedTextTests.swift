import SwivelGraphics
import Testing

/// `NSMutableAttributedString`'s documented behaviour: ranges in UTF-16 code units,
/// `addAttributes` keeps attributes it does not name, `setAttributes` replaces them.
@Suite struct AttributedTextTests {
  private let bold = TextAttributes(font: .boldSystemFont(ofSize: 17))
  private let red = TextAttributes(foregroundColor: .red)

  @Test func lengthCountsUTF16CodeUnitsLikeNSString() {
    #expect(AttributedText("abc").length == 3)
    #expect(AttributedText("é😀").length == 3)  // é is 1 unit, the emoji 2
    #expect(AttributedText("").runs.isEmpty)
  }

  @Test func addAttributesSplitsRunsAndKeepsOtherAttributes() {
    var text = AttributedText("Hello world", attributes: bold)
    text.addAttributes(red, range: 6..<11)
    #expect(text.runs.map(\.range) == [0..<6, 6..<11])
    #expect(text.attributes(at: 7).font == .boldSystemFont(ofSize: 17))
    #expect(text.attributes(at: 7).foregroundColor == .red)
    #expect(text.attributes(at: 0).foregroundColor == nil)
  }

  @Test func setAttributesReplacesAndEqualNeighboursMerge() {
    var text = AttributedText("abcdef", attributes: bold)
    text.setAttributes(red, range: 2..<4)
    #expect(text.attributes(at: 2) == red)
    #expect(text.runs.count == 3)
    text.setAttributes(bold, range: 2..<4)
    #expect(text.runs.count == 1)
  }

  @Test func appendKeepsEachPartsAttributes() {
    var text = AttributedText("Sale ", attributes: bold)
    text.append(AttributedText("$20", attributes: TextAttributes(strikethroughStyle: .single)))
    #expect(text.string == "Sale $20")
    #expect(text.runs.map(\.range) == [0..<5, 5..<8])
    #expect(text.attributes(at: 6).strikethroughStyle == .single)
    #expect(text.attributes(at: 6).font == nil)
  }

  @Test func stringIndexRangesConvertToUTF16Offsets() {
    var text = AttributedText("😀 hi")
    let range = text.string.range(of: "hi")!
    text.addAttributes(red, range: range)
    #expect(text.runs.map(\.range) == [0..<3, 3..<5])
  }

  @Test func underlineStylesHaveUIKitsRawValues() {
    // NSUnderlineStyle: single 0x01, thick 0x02, double 0x09.
    #expect(UnderlineStyle.single.rawValue == 1)
    #expect(UnderlineStyle.thick.rawValue == 2)
    #expect(UnderlineStyle.double.rawValue == 9)
  }

  @Test func paragraphStyleDefaultsAreNSParagraphStyles() {
    let style = ParagraphStyle.default
    #expect(style.lineSpacing == 0)
    #expect(style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    var negative = ParagraphStyle()
    negative.lineSpacing = -4
    #expect(negative.lineSpacing == 0)  // "This value is always nonnegative."
  }
}
