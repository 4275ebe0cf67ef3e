// An intro screen: a logo, a segmented control beside it, wrapping text below and a
// separator sized before it is added, all laid out with PinLayout chains relative to each
// other. Modelled on layoutBox/PinLayout, Example/PinLayoutSample/UI/Examples/Intro/
// IntroView.swift and IntroViewController.swift (MIT); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

final class IntroExampleView: ExampleBaseView {
  private let logo = UIImageView(
    // SWIVEL: a package's images are in `Bundle.module`, not the app's main bundle.
    image: UIImage(named: "pin-logo", in: .module, compatibleWith: nil))
  private let segmented = UISegmentedControl(items: ["Intro", "1", "2"])
  private let textLabel = UILabel()
  private let separatorView = UIView()

  override init() {
    super.init()
    logo.contentMode = .scaleAspectFit
    addSubview(logo)

    segmented.selectedSegmentIndex = 0
    segmented.tintColor = .exampleBlue
    addSubview(segmented)

    textLabel.text =
      "Lay views out in code with no Auto Layout: concise, chainable, every frame in plain sight.\n\nLay views out in code with no Auto Layout: concise, chainable, every frame in plain sight."
    textLabel.font = .systemFont(ofSize: 14)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)

    separatorView.pin.height(1)
    separatorView.backgroundColor = .exampleBlue
    addSubview(separatorView)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    logo.pin.top().left().size(100).margin(topGuide + 10, 10, 10)
    segmented.pin.right(of: logo, aligned: .top).right().marginHorizontal(10)
    textLabel.pin.below(of: segmented, aligned: .left).width(of: segmented).pinEdges().marginTop(10)
      .fitSize()
    separatorView.pin.below(of: [logo, textLabel], aligned: .left).right(to: segmented.edge.right)
      .marginTop(10)
  }
}

final class IntroExampleViewController: ExampleBaseViewController {
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func loadView() {
    view = IntroExampleView()
  }
}
