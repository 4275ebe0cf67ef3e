import Foundation
import SwivelUIKit
import Testing

/// Styled-text code as written for UIKit, with Foundation's own `NSAttributedString` and
/// `NSMutableAttributedString`, styles a Swivel label.
@Suite struct AttributedStringNamesTests {
  @Test func uikitStyledTextCompilesAndStylesTheLabel() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    let text = NSMutableAttributedString(
      string: "Sale $40 $25",
      attributes: [
        .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style,
      ])
    text.addAttribute(
      .strikethroughStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 5, length: 3))
    text.addAttributes(
      [.underlineStyle: NSUnderlineStyle.thick.rawValue, .font: UIFont.boldSystemFont(ofSize: 20)],
      range: NSRange(location: 9, length: 3))
    text.append(NSAttributedString(string: "!"))
    label.numberOfLines = 0
    label.attributedText = text
    // The label keeps a copy: later edits of the mutable string do not reach it.
    text.append(NSAttributedString(string: "?"))

    let stored = AttributedText(try #require(label.attributedText))
    #expect(stored.string == "Sale $40 $25!")
    #expect(stored.length == 13)
    #expect(stored.attributes(at: 0).foregroundColor == .red)
    #expect(stored.attributes(at: 0).paragraphStyle?.lineSpacing == 4)
    #expect(stored.attributes(at: 0).paragraphStyle?.alignment == .center)
    #expect(stored.attributes(at: 6).strikethroughStyle == .single)
    #expect(stored.attributes(at: 10).underlineStyle == .thick)
    #expect(stored.attributes(at: 10).font == .boldSystemFont(ofSize: 20))
    // the label's font before
    #expect(stored.attributes(at: 12).font == UIFont.systemFont(ofSize: 17))
    // As in UIKit, the first character's paragraph style sets the label's alignment.
    #expect(label.textAlignment == .center)
  }

  @Test func theLabelsAttributedTextReadsBackUnderUIKitsKeys() throws {
    let label = UILabel()
    label.text = "Plain"
    label.font = .boldSystemFont(ofSize: 13)
    label.textColor = .blue
    let text = try #require(label.attributedText)
    #expect(text.string == "Plain" && text.length == 5)
    var range = NSRange()
    let values = text.attributes(at: 2, effectiveRange: &range)
    #expect(range == NSRange(location: 0, length: 5))
    #expect(values[.font] as? UIFont == .boldSystemFont(ofSize: 13))
    #expect(values[.foregroundColor] as? UIColor == .blue)
    #expect((values[.paragraphStyle] as? NSParagraphStyle)?.alignment == .natural)
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
  }

  @Test func valuesUnderTheWrongKeyOrNotDrawnAreDropped() {
    let text = NSAttributedString(
      string: "x", attributes: [.font: UIColor.red, .kern: 2, .underlineStyle: NSNumber(value: 1)])
    let typed = AttributedText(text)
    #expect(typed.attributes(at: 0) == TextAttributes(underlineStyle: .single))
  }

  @Test func aMutableCopyOfAParagraphStyleIsIndependent() throws {
    let base = NSMutableParagraphStyle()
    base.lineSpacing = 2
    let copy = try #require(base.mutableCopy() as? NSMutableParagraphStyle)
    copy.lineSpacing = 8
    #expect(base.lineSpacing == 2 && copy.lineSpacing == 8)
    #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
  }
}
