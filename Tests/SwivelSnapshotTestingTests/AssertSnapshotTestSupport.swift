import Foundation
import SwivelSnapshotTesting

/// A 40×20 pt label with a white background.
func sampleLabel(_ text: String = "Hi") -> Label {
  let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
  label.text = text
  label.backgroundColor = .white
  return label
}

/// A view whose layout pass over-specifies its child, raising one layout warning.
final class WarningView: View {
  let child = View(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    child.identifier = "child"
    addSubview(child)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    child.pin.left(10).left(20)
  }
}

/// A controller whose view is a coloured rectangle.
final class ColorController: ViewController {
  override func loadView() {
    super.loadView()
    view.backgroundColor = .white
  }
}

extension SnapshotOutcome {
  /// The failure, or nil.
  var failure: SnapshotFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// The recording, or nil.
  var recording: SnapshotRecording? {
    if case .recorded(let recording) = self { return recording }
    return nil
  }
}
