import Foundation
import SwivelUIKit
import Testing

/// Frame-layout code sizes cells by measuring strings as on iOS (`boundingRect(with:options:
/// attributes:context:)`, `size(withAttributes:)`), and a label given that size shows the text.
@Suite struct TextSizingTests {
  let font = UIFont.systemFont(ofSize: 17)

  @Test func oneLineIsTheFontsLineHeightTall() {
    let size = "Messages".size(withAttributes: [.font: font])
    #expect(size.height == font.lineHeight)
    #expect(size.width > 0)
  }

  @Test func widthsAddUpCharacterByCharacter() {
    // One glyph per character and no kerning: four i's are twice as wide as two.
    let two = "ii".size(withAttributes: [.font: font]).width
    let four = "iiii".size(withAttributes: [.font: font]).width
    #expect(abs(four - 2 * two) < 1e-9)
  }

  @Test func linesWrapOnlyWithLineFragmentOrigin() {
    let text = "word word word"
    let twoWords = "word word".size(withAttributes: [.font: font]).width
    let bounds = CGSize(width: twoWords + 1, height: CGFloat.greatestFiniteMagnitude)
    let wrapped = text.boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped.origin == .zero)
    #expect(wrapped.height == 2 * font.lineHeight)
    #expect(wrapped.width <= bounds.width)
    let oneLine = text.boundingRect(
      with: bounds, options: [], attributes: [.font: font], context: nil)
    #expect(oneLine.height == font.lineHeight)
    #expect(oneLine.width > bounds.width)
  }

  @Test func nsStringAndAttributedStringMeasureAlike() {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15)]
    let string = "A longer message that wraps"
    let bounds = CGSize(width: 120, height: 1000)
    let fromString = string.boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    let fromNSString = (string as NSString).boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    let fromAttributed = NSAttributedString(string: string, attributes: attributes)
      .boundingRect(with: bounds, options: .usesLineFragmentOrigin, context: nil)
    #expect(fromString == fromNSString && fromString == fromAttributed)
    #expect(fromString.height == 3 * UIFont.boldSystemFont(ofSize: 15).lineHeight)
  }

  @Test func textWithoutAFontIsMeasuredAtTwelvePoints() {
    #expect("Hi".size(withAttributes: nil).height == UIFont.systemFont(ofSize: 12).lineHeight)
    #expect("".size(withAttributes: [.font: font]) == .zero)
  }

  @Test func aLabelGivenTheRoundedUpSizeShowsEveryWord() {
    let text = "Frame layout code measures the text first and then gives the label that size"
    let bounds = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
    let rect = text.boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    let label = UILabel(
      frame: CGRect(x: 0, y: 0, width: ceil(rect.width), height: ceil(rect.height)))
    label.font = font
    label.numberOfLines = 0
    label.text = text
    #expect(label.displayedLines.joined(separator: " ") == text)
    #expect(label.displayedLines.count == Int((rect.height / font.lineHeight).rounded()))
  }
}
