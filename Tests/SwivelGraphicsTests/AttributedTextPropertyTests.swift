import SwivelSupport
import SwivelTestSupport
import Testing

@testable import SwivelGraphics

/// Attributed-text edits against a plain model: one `TextAttributes` per UTF-16 code unit,
/// edited unit by unit by `NSMutableAttributedString`'s documented rules. After every edit the
/// runs must cover the text with no gaps, neighbours must differ, and every unit must carry
/// the model's attributes.
@Suite struct AttributedTextPropertyTests {
  private static let pool: [TextAttributes] = [
    TextAttributes(),
    TextAttributes(font: .systemFont(ofSize: 17)),
    TextAttributes(font: .boldSystemFont(ofSize: 13)),
    TextAttributes(foregroundColor: .red),
    TextAttributes(foregroundColor: .blue, underlineStyle: .single),
    TextAttributes(strikethroughStyle: .single, strikethroughColor: .green),
    TextAttributes(paragraphStyle: ParagraphStyle(lineSpacing: 4)),
  ]
  private static let pieces = ["a", "bc", "é", "😀", "word ", "\n", ""]

  private func check(_ text: AttributedText, _ model: [TextAttributes], step: Int) -> Bool {
    var ok = text.length == model.count && text.string.utf16.count == model.count
    var expected = 0
    for (index, run) in text.runs.enumerated() {
      ok = ok && run.range.lowerBound == expected && !run.range.isEmpty
      ok = ok && (index == 0 || text.runs[index - 1].attributes != run.attributes)
      for unit in run.range where unit < model.count { ok = ok && model[unit] == run.attributes }
      expected = run.range.upperBound
    }
    ok = ok && expected == model.count
    #expect(ok, "step \(step): runs \(text.runs.map(\.range)) against \(model.count) units")
    return ok
  }

  @Test func randomEditsMatchTheModel() {
    var g = SeededGenerator(seed: 6)
    for round in 0..<60 {
      let start = Self.pool[g.index(Self.pool.count)]
      let first = Self.pieces[g.index(Self.pieces.count)]
      var text = AttributedText(first, attributes: start)
      var model = Array(repeating: start, count: first.utf16.count)
      for step in 0..<300 {
        let attributes = Self.pool[g.index(Self.pool.count)]
        let lower = g.index(model.count + 1)
        let range = lower..<(lower + g.index(model.count - lower + 1))
        switch g.index(5) {
        case 0:
          text.addAttributes(attributes, range: range)
          for unit in range { model[unit] = model[unit].merging(attributes) }
        case 1:
          text.setAttributes(attributes, range: range)
          for unit in range { model[unit] = attributes }
        case 2:
          let piece = Self.pieces[g.index(Self.pieces.count)]
          text.append(AttributedText(piece, attributes: attributes))
          model += Array(repeating: attributes, count: piece.utf16.count)
        case 3:
          text = text.addingAttributes(attributes)
          model = model.map { $0.merging(attributes) }
        default:
          guard !model.isEmpty else { continue }
          let offset = g.index(model.count)
          #expect(text.attributes(at: offset) == model[offset], "round \(round), step \(step)")
        }
        if !check(text, model, step: round * 1_000 + step) { return }
      }
    }
  }

  @Test func mappingAttributesMergesNeighboursThatBecomeEqual() {
    var text = AttributedText("abcdef", attributes: Self.pool[1])
    text.addAttributes(Self.pool[3], range: 2..<4)
    #expect(text.runs.count == 3)
    let plain = text.mappingAttributes { _ in TextAttributes() }
    #expect(plain.runs.map(\.range) == [0..<6])
    #expect(plain.string == "abcdef")
  }

  // MARK: Growth, counted in runs read and rebuilt (no clock)

  /// `words` highlights, one `addAttributes` per word, left to right: `2 × words` runs.
  private func highlightEveryWord(_ words: Int) -> (text: AttributedText, work: Int) {
    let counter = WorkCounter()
    var text = AttributedText(String(repeating: "word ", count: words))
    WorkCounter.$current.withValue(counter) {
      for index in 0..<words {
        text.addAttributes(Self.pool[3], range: (index * 5)..<(index * 5 + 4))
      }
    }
    return (text, counter.count)
  }

  @Test func highlightingTwentyThousandWordsTouchesAFewRunsPerEdit() {
    let (text, work) = highlightEveryWord(20_000)
    #expect(text.runs.count == 40_000)
    // Each edit reads the run it splits and its neighbours: at most 3 runs.
    #expect(work <= 3 * 20_000, "\(work) runs read for 20,000 edits")
  }

  @Test func editsInRandomOrderStayLocal() {
    var g = SeededGenerator(seed: 66)
    let words = 10_000
    var text = AttributedText(String(repeating: "word ", count: words))
    let counter = WorkCounter()
    WorkCounter.$current.withValue(counter) {
      for _ in 0..<words {
        let index = g.index(words)
        text.addAttributes(Self.pool[4], range: (index * 5)..<(index * 5 + 4))
      }
    }
    #expect(counter.count <= 3 * words, "\(counter.count) runs read for \(words) edits")
  }
}
