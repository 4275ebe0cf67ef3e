// A test around a custom strategy: Card is a value that is not a view.
import SwivelSnapshotTesting
import Testing

/// A card: a title drawn by a label.
struct Card {
  var title: String

  var view: View {
    let label = Label()
    label.text = title
    label.backgroundColor = .white
    label.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    return label
  }
}

@Suite struct PullbackSample {
  @Test func card() {
    // {{sample}}
  }
}
