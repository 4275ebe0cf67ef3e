import SwivelSnapshotTesting
import Testing

/// Goldens of styled labels: an attributed card and every line break mode.
@Suite struct TextGoldenTests {
  private func label(_ frame: CGRect, in parent: View) -> Label {
    let label = Label(frame: frame)
    parent.addSubview(label)
    return label
  }

  /// A product card: a title with a coloured word, a struck-through old price beside the new
  /// one, an underlined link, a body with 6-pt line spacing, and a title shrunk to fit.
  @Test func attributedCard() {
    let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 236))
    card.backgroundColor = .white

    var title = AttributedText(
      "Spring ", attributes: TextAttributes(font: .boldSystemFont(ofSize: 22)))
    title.append(
      AttributedText(
        "Sale",
        attributes: TextAttributes(font: .boldSystemFont(ofSize: 22), foregroundColor: .systemRed)))
    label(CGRect(x: 16, y: 12, width: 288, height: 30), in: card).attributedText = title

    var price = AttributedText(
      "$40", attributes: TextAttributes(foregroundColor: .systemGray, strikethroughStyle: .single))
    price.append(
      AttributedText("  $25", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17))))
    label(CGRect(x: 16, y: 46, width: 288, height: 24), in: card).attributedText = price

    var link = AttributedText(
      "Terms apply. ", attributes: TextAttributes(font: .systemFont(ofSize: 15)))
    link.append(
      AttributedText(
        "Read more",
        attributes: TextAttributes(
          font: .systemFont(ofSize: 15), foregroundColor: .link, underlineStyle: .single)))
    label(CGRect(x: 16, y: 74, width: 288, height: 22), in: card).attributedText = link

    var spacing = ParagraphStyle()
    spacing.lineSpacing = 6
    let body = label(CGRect(x: 16, y: 100, width: 288, height: 84), in: card)
    body.numberOfLines = 0
    body.attributedText = AttributedText(
      "Fresh flowers every week, delivered to your door. Double-underlined offers end Sunday.",
      attributes: TextAttributes(font: .systemFont(ofSize: 15), paragraphStyle: spacing))
    var double = body.attributedText!
    double.addAttributes(TextAttributes(underlineStyle: .double), range: 50..<67)
    body.attributedText = double

    let shrunk = label(CGRect(x: 16, y: 192, width: 140, height: 30), in: card)
    shrunk.text = "This title shrinks to fit"
    shrunk.font = .boldSystemFont(ofSize: 17)
    shrunk.adjustsFontSizeToFitWidth = true
    shrunk.minimumScaleFactor = 0.5
    shrunk.backgroundColor = .systemGray6

    assertSnapshot(of: card, as: .image)
  }

  /// Each of the six line break modes on one line and on two lines.
  @Test func lineBreakModesSheet() {
    let sheet = View(frame: CGRect(x: 0, y: 0, width: 360, height: 6 * 62 + 8))
    sheet.backgroundColor = .white
    let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
    for (index, mode) in LineBreakMode.allCases.enumerated() {
      let y = 8 + CGFloat(index) * 62
      let caption = label(CGRect(x: 8, y: y, width: 120, height: 40), in: sheet)
      caption.text = mode.rawValue
      caption.font = .systemFont(ofSize: 11)
      caption.textColor = .secondaryLabel
      let one = label(CGRect(x: 130, y: y, width: 110, height: 20), in: sheet)
      one.text = text
      one.font = .systemFont(ofSize: 13)
      one.lineBreakMode = mode
      one.backgroundColor = .systemGray6
      let two = label(CGRect(x: 246, y: y, width: 106, height: 54), in: sheet)
      two.text = text
      two.font = .systemFont(ofSize: 13)
      two.numberOfLines = 3
      two.lineBreakMode = mode
      two.backgroundColor = .systemGray6
    }
    assertSnapshot(of: sheet, as: .image)
  }
}
