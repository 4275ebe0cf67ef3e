// The intro screen written with start and end instead of left and right, so that it mirrors in
// a right-to-left language, inside the safe area but at least 10 pt from the edges.
// Modelled on layoutBox/PinLayout, Example/PinLayoutSample/UI/Examples/IntroRTL/
// IntroRTLView.swift (MIT); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

final class IntroRightToLeftExampleView: ExampleBaseView {
  private let contentView = UIView()
  // SWIVEL: a package's images are in `Bundle.module`.
  let logo = UIImageView(image: UIImage(named: "pin-logo", in: .module, compatibleWith: nil))
  let segmented = UISegmentedControl(items: ["Intro", "1", "2"])
  private let textLabel = UILabel()
  private let separatorView = UIView()

  override init() {
    super.init()
    Pin.layoutDirection(.auto)
    addSubview(contentView)

    logo.contentMode = .scaleAspectFit
    contentView.addSubview(logo)
    segmented.selectedSegmentIndex = 0
    contentView.addSubview(segmented)

    textLabel.text =
      "Start and end follow the language: this text and the logo swap sides in a right-to-left layout."
    textLabel.font = .systemFont(ofSize: 14)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    contentView.addSubview(textLabel)

    separatorView.pin.height(1)
    separatorView.backgroundColor = .exampleBlue
    contentView.addSubview(separatorView)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let containerInsets = pin.safeArea.minInsets(
      UIEdgeInsets(top: 10, left: 10, bottom: 0, right: 10))
    contentView.pin.top().bottom().start().end().margin(containerInsets)
    logo.pin.top().start().size(100).aspectRatio().marginTop(10)
    segmented.pin.after(of: logo, aligned: .top).end().marginStart(10)
    textLabel.pin.below(of: segmented, aligned: .start).width(of: segmented).pinEdges().marginTop(
      10
    ).fitSize()
    separatorView.pin.below(of: [logo, textLabel], aligned: .start).end(to: segmented.edge.end)
      .marginTop(10)
  }
}

final class IntroRightToLeftExampleViewController: ExampleBaseViewController {
  override func loadView() {
    view = IntroRightToLeftExampleView()
  }
}
