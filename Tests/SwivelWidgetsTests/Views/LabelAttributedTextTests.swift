import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// UILabel's documented behaviour for styled text, and the metrics of the shipped Inter faces
/// (read with fontTools: Inter 2728/−680 of 2816 units; Inter Display 1974/−502 of 2048).
@Suite struct LabelAttributedTextTests {
  @Test func settingTextClearsTheAttributes() {
    let label = Label()
    label.attributedText = AttributedText(
      "Hello", attributes: TextAttributes(underlineStyle: .single))
    #expect(label.text == "Hello")
    #expect(label.attributedText?.attributes(at: 0).underlineStyle == .single)
    label.text = "Hello"
    #expect(label.attributedText?.attributes(at: 0).underlineStyle == nil)
  }

  @Test func plainTextReadsBackWithTheLabelWideAttributes() throws {
    let label = Label()
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .blue
    label.textAlignment = .center
    label.text = "Hi"
    let attributes = try #require(label.attributedText).attributes(at: 0)
    #expect(attributes.font == .boldSystemFont(ofSize: 20))
    #expect(attributes.foregroundColor == .blue)
    #expect(attributes.paragraphStyle?.alignment == .center)
    #expect(attributes.paragraphStyle?.lineBreakMode == .byTruncatingTail)
    label.text = nil
    #expect(label.attributedText == nil)
  }

  @Test func theFirstCharactersAttributesBecomeTheLabelsProperties() {
    // "assigning a new value updates the values in the font, textColor, and other style-related
    // properties so that they reflect the style information starting at location 0"
    let label = Label()
    var paragraph = ParagraphStyle()
    paragraph.alignment = .right
    var text = AttributedText(
      "ab", attributes: TextAttributes(font: .systemFont(ofSize: 30), paragraphStyle: paragraph))
    text.addAttributes(TextAttributes(foregroundColor: .red), range: 1..<2)
    label.attributedText = text
    #expect(label.font == .systemFont(ofSize: 30))
    #expect(label.textColor == .label)  // the first character sets no colour
    #expect(label.textAlignment == .right)
    #expect(label.lineBreakMode == .byWordWrapping)
    // Ranges without a colour keep the colour the label had (`Color.label`, the default), not the first one's.
    #expect(label.attributedText?.attributes(at: 0).foregroundColor == .label)
    #expect(label.attributedText?.attributes(at: 1).foregroundColor == .red)
  }

  @Test func fontAndColourSetLaterApplyToTheWholeAttributedString() throws {
    let label = Label()
    var text = AttributedText("ab", attributes: TextAttributes(font: .systemFont(ofSize: 30)))
    text.addAttributes(TextAttributes(foregroundColor: .red), range: 1..<2)
    label.attributedText = text
    label.font = .systemFont(ofSize: 12)
    label.textColor = .green
    let result = try #require(label.attributedText)
    #expect(result.attributes(at: 0).font == .systemFont(ofSize: 12))
    #expect(result.attributes(at: 1).foregroundColor == .green)
  }

  @Test func aBiggerFontInARangeMakesTheLineTaller() {
    let label = Label()
    var text = AttributedText("small BIG")
    text.addAttributes(TextAttributes(font: .systemFont(ofSize: 34)), range: 6..<9)
    label.attributedText = text
    // The line is as tall as the 34-pt Display face: (1974 + 502) / 2048 × 34 = 41.11, up to
    // the 2× pixel grid of a label in no window: 41.5 pt.
    #expect(label.sizeThatFits(.zero).height == 41.5)
    let plain = Label()
    plain.text = "small BIG"
    #expect(plain.sizeThatFits(.zero).height == 21)  // 3408 / 2816 × 17 = 20.57
  }

  @Test func lineSpacingIsAddedBetweenLinesOnly() {
    let label = Label()
    label.numberOfLines = 0
    var paragraph = ParagraphStyle()
    paragraph.lineSpacing = 10
    label.attributedText = AttributedText(
      "one\ntwo\nthree", attributes: TextAttributes(paragraphStyle: paragraph))
    let line = Font.systemFont(ofSize: 17).lineHeight
    // Three lines and two gaps: 3 × 20.57 + 2 × 10 = 81.72 → 82.
    #expect(label.sizeThatFits(.zero).height == (3 * line + 20).rounded(.up))
    #expect(label.intrinsicContentSize.height == 82)
    label.attributedText = AttributedText(
      "one", attributes: TextAttributes(paragraphStyle: paragraph))
    #expect(label.sizeThatFits(.zero).height == line.rounded(.up))
  }

  @Test func aParagraphStyleSetsAlignmentPerParagraph() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.numberOfLines = 0
    var centred = ParagraphStyle()
    centred.alignment = .center
    var right = ParagraphStyle()
    right.alignment = .right
    var text = AttributedText("ab\n", attributes: TextAttributes(paragraphStyle: centred))
    text.append(AttributedText("ab", attributes: TextAttributes(paragraphStyle: right)))
    label.attributedText = text
    let layout = try #require(label.textLayout)
    let width = layout.lines[0].width
    let positions = try #require(label.glyphRun).positions
    #expect(abs(positions[0].x - (200 - width) / 2) < 1e-9)
    #expect(abs(positions[2].x - (200 - width)) < 1e-9)
  }

  @Test func aRangeInAnotherColourIsItsOwnGlyphRun() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    var text = AttributedText("red blue")
    text.addAttributes(TextAttributes(foregroundColor: .red), range: 0..<3)
    text.addAttributes(TextAttributes(foregroundColor: .blue), range: 4..<8)
    label.attributedText = text
    let runs = label.drawnText(in: label.bounds).compactMap { content -> GlyphRun? in
      if case .text(let run) = content { return run }
      return nil
    }
    #expect(runs.map(\.color) == [.red, .label, .blue])
    #expect(runs.map(\.glyphs.count) == [3, 1, 4])
  }

  @Test func underlineSitsAtTheFontsUnderlinePosition() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.attributedText = AttributedText(
      "Link",
      attributes: TextAttributes(font: .systemFont(ofSize: 2048 / 100), underlineStyle: .single))
    let baseline = try #require(label.glyphRun?.positions.first?.y)
    let lines = label.drawnText(in: label.bounds).compactMap { content -> CGRect? in
      if case .textLine(let rect, _, _) = content { return rect }
      return nil
    }
    let rect = try #require(lines.first)
    // Inter Display's post table: centre 334 + 138 / 2 = 403 units below the baseline, 138
    // units thick; 20.48 pt = 0.01 pt per unit.
    #expect(abs(rect.midY - (baseline + 4.03)) < 1e-9)
    #expect(abs(rect.height - 1.38) < 1e-9)
    #expect(rect.minX == 0)
    #expect(abs(rect.width - (label.textLayout?.lines[0].width ?? 0)) < 1e-9)
  }

  @Test func strikethroughIsCentredAtHalfTheXHeight() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.attributedText = AttributedText(
      "$20",
      attributes: TextAttributes(font: .systemFont(ofSize: 20.48), strikethroughStyle: .thick))
    let baseline = try #require(label.glyphRun?.positions.first?.y)
    let lines = label.drawnText(in: label.bounds).compactMap { content -> CGRect? in
      if case .textLine(let rect, _, _) = content { return rect }
      return nil
    }
    let rect = try #require(lines.first)
    #expect(abs(rect.midY - (baseline - 5.28)) < 1e-9)  // x-height 1056 units / 2
    #expect(abs(rect.height - 2.76) < 1e-9)  // thick: twice the 138-unit stroke
  }
}
