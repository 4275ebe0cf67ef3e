import Swivel
import Testing

/// Pixel probes of styled labels: where the underline and strikethrough land, and that shrunk
/// text stays inside the label.
@Suite struct LabelTextProbeTests {
  private let red: UInt32 = 0xFFFF_0000

  private func rows(of word: UInt32, in bitmap: Bitmap, columns: Range<Int>) -> [Int] {
    (0..<bitmap.height).filter { y in columns.allSatisfy { bitmap[$0, y] == word } }
  }

  /// A 100×40 label whose text is drawn in white, so only the red lines show on white.
  private func decorated(_ attributes: TextAttributes) throws -> (Bitmap, baseline: CGFloat) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    root.backgroundColor = .white
    let label = Label(frame: root.bounds)
    var all = attributes
    all.font = .systemFont(ofSize: 20.48)  // Inter Display: one font unit is 0.01 pt
    all.foregroundColor = .white
    label.attributedText = AttributedText("nnnnnn", attributes: all)
    root.addSubview(label)
    // Centred: top = (40 − 24.76) / 2 = 7.62; baseline = 7.62 + 19.74 = 27.36 pt (ascender
    // 1974 and descender 502 units, read with fontTools).
    return (try root.renderImage(scale: 10), 27.36)
  }

  @Test func theUnderlineRowsLieJustUnderTheBaseline() throws {
    var attributes = TextAttributes(underlineStyle: .thick)
    attributes.underlineColor = .red
    let (bitmap, baseline) = try decorated(attributes)
    // post: centre 4.03 pt below the baseline, 2 × 1.38 pt thick: 30.01…32.77 pt → the rows
    // wholly inside, 301…326 at 10×.
    let found = rows(of: red, in: bitmap, columns: 5..<300)
    #expect(found.first == Int((baseline + 4.03 - 1.38) * 10) + 1)
    #expect(found.last == Int((baseline + 4.03 + 1.38) * 10) - 1)
    #expect(found.count == 26)
  }

  @Test func theStrikethroughIsCentredAtHalfTheXHeight() throws {
    var attributes = TextAttributes(strikethroughStyle: .thick)
    attributes.strikethroughColor = .red
    let (bitmap, baseline) = try decorated(attributes)
    // Centre 5.28 pt above the baseline (x-height 10.56 pt / 2), 2.76 pt thick: 20.70…23.46
    // pt → rows 207…233.
    let found = rows(of: red, in: bitmap, columns: 5..<300)
    let centre = CGFloat(found.first! + found.last! + 1) / 2 / 10
    #expect(abs(centre - (baseline - 5.28)) <= 0.1)
    #expect(found.count == 27)
  }

  @Test func shrunkTextFitsInsideTheLabel() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    root.backgroundColor = .white
    let label = Label(frame: CGRect(x: 10, y: 0, width: 60, height: 30))
    label.text = "A much longer title"
    label.textColor = .red
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.3
    root.addSubview(label)
    let bitmap = try root.renderImage(scale: 2)
    var inked: [Int] = []
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] != 0xFFFF_FFFF { inked.append(x) }
    }
    // The text spans (almost) the whole 60-pt label and not a pixel more: 20…140 at 2×.
    #expect((inked.min() ?? 0) >= 20 && (inked.min() ?? 0) <= 24)
    #expect((inked.max() ?? 0) < 140 && (inked.max() ?? 0) >= 134)
    #expect(label.displayedLines == ["A much longer title"])
  }
}
