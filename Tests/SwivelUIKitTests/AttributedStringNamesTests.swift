import Foundation
import Testing
import SwivelUIKit

/// Styled-text code as written for UIKit, compiled against SwivelUIKit with Foundation imported.
@Suite struct AttributedStringNamesTests {
  @Test func uikitStyledTextCompilesAndStylesTheLabel() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
    var style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    var text = NSMutableAttributedString(
      string: "Sale $40 $25",
      attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style])
    text.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 5, length: 3))
    text.addAttributes([.underlineStyle: NSUnderlineStyle.thick, .font: UIFont.boldSystemFont(ofSize: 20)],
      range: NSRange(location: 9, length: 3))
    text.append(NSAttributedString(string: "!"))
    label.numberOfLines = 0
    label.attributedText = text
    let stored = try #require(label.attributedText)
    #expect(stored.string == "Sale $40 $25!")
    #expect(stored.length == 13)
    #expect(stored.attributes(at: 0).foregroundColor == .red)
    #expect(stored.attributes(at: 0).paragraphStyle?.lineSpacing == 4)
    #expect(stored.attributes(at: 6).strikethroughStyle == .single)
    #expect(stored.attributes(at: 10).underlineStyle == .thick)
    #expect(stored.attributes(at: 10).font == .boldSystemFont(ofSize: 20))
    #expect(stored.attributes(at: 12).font == UIFont.systemFont(ofSize: 17))  // the label's font before
    // A value under a key it does not belong to is ignored.
    #expect(NSAttributedString.attributes([.font: UIColor.red]) == TextAttributes())
  }
}
