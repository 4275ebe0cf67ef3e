// Questions whose segmented choices sit beside the text when the screen is wide and below it
// when narrow; each question view measures itself with its own layout
// (`autoSizeThatFits`). Modelled on layoutBox/PinLayout, Example/PinLayoutSample/UI/Examples/
// AdjustToContainer/AdjustToContainerView.swift and Subviews/ChoiceSelectorView.swift (MIT);
// rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

final class ChoiceSelectorView: UIView {
  let textLabel = UILabel()
  let segmentedControl = UISegmentedControl()

  init(text: String, choices: [String]) {
    super.init(frame: .zero)
    textLabel.text = text
    textLabel.font = .systemFont(ofSize: 14)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)

    choices.forEach {
      segmentedControl.insertSegment(
        withTitle: $0, at: segmentedControl.numberOfSegments, animated: false)
    }
    segmentedControl.tintColor = .exampleBlue
    segmentedControl.sizeToFit()
    addSubview(segmentedControl)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layout()
  }

  private func layout() {
    let margin: CGFloat = 12
    if bounds.width > 500 {
      segmentedControl.pin.top().right().margin(margin)
      textLabel.pin.top().left().before(of: segmentedControl).margin(margin).sizeToFit(.width)
    } else {
      textLabel.pin.top().horizontally().margin(margin).sizeToFit(.width)
      segmentedControl.pin.below(of: textLabel).right().margin(margin)
    }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    autoSizeThatFits(size) { layout() }
  }
}

final class AdjustToContainerExampleView: ExampleBaseView {
  private let contentView = UIView()
  let questions = [
    ChoiceSelectorView(
      text: "Which language do you write most?", choices: ["Swift", "Objective-C", "C++"]),
    ChoiceSelectorView(
      text: "Are you happy with the speed of your builds?", choices: ["Yes", "No"]),
    ChoiceSelectorView(
      text: "How often do you write Swift?", choices: ["Daily", "Weekly", "Monthly", "Never"]),
  ]

  override init() {
    super.init()
    addSubview(contentView)
    questions.forEach(contentView.addSubview)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    contentView.pin.all().margin(pin.safeArea)
    questions[0].pin.top().left().right().fitSize()
    questions[1].pin.below(of: questions[0], aligned: .left).right().marginTop(10).fitSize()
    questions[2].pin.below(of: questions[1], aligned: .left).right().marginTop(10).fitSize()
  }
}

final class AdjustToContainerExampleViewController: ExampleBaseViewController {
  override func loadView() {
    view = AdjustToContainerExampleView()
  }
}
