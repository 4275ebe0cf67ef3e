import SwivelGeometry
import SwivelSupport
import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A label given highlighted text of tens of thousands of runs does work in proportion to the
/// runs, counted in runs read and rebuilt (no clock).
@Suite struct LabelAttributedTextGrowthTests {
  private func highlighted(words: Int) -> AttributedText {
    var text = AttributedText(String(repeating: "word ", count: words))
    for index in 0..<words {
      text.addAttributes(
        TextAttributes(foregroundColor: .red), range: (index * 5)..<(index * 5 + 4))
    }
    return text
  }

  @Test func settingAndRestylingFortyThousandRunsReadsEachRunAFewTimes() {
    let text = highlighted(words: 20_000)
    #expect(text.runs.count == 40_000)
    let label = Label()
    let counter = WorkCounter()
    WorkCounter.$current.withValue(counter) {
      label.attributedText = text  // fills in the label's font and colour run by run
      label.textAlignment = .center  // restyles every paragraph
      label.font = .systemFont(ofSize: 20)  // sets the font over the whole text
    }
    #expect(label.attributedText?.runs.count == 40_000)
    #expect(label.attributedText?.attributes(at: 5).foregroundColor == .red)
    #expect(label.attributedText?.attributes(at: 5).font == .systemFont(ofSize: 20))
    #expect(counter.count <= 4 * 40_000, "\(counter.count) runs read")
  }
}
