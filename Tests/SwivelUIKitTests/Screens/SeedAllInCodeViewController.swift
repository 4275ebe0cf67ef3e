// The seed's "Programmatically Defined Interfaces" listing, translated from Objective-C to
// Swift as an iOS developer writes it against UIKit, with the pre-iOS 8 rotation callback the
// listing uses. Only two lines differ from the iOS file, each marked `SWIVEL:`.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class SeedAllInCodeViewController: UIViewController {
  var buttonA: UIButton!
  var buttonB: UIButton!
  var theLabel: UILabel!

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    buttonA = UIButton(type: .roundedRect)
    buttonA.setTitle("Button A", for: .normal)
    // SWIVEL: `addTarget(self, action: #selector(buttonPressed(_:)), for: .touchUpInside)`.
    buttonA.addAction(UIAction { [unowned self] _ in buttonPressed(buttonA) }, for: .touchUpInside)
    view.addSubview(buttonA)

    buttonB = UIButton(type: .roundedRect)
    buttonB.setTitle("Button B", for: .normal)
    buttonB.addAction(UIAction { [unowned self] _ in buttonPressed(buttonB) }, for: .touchUpInside)
    view.addSubview(buttonB)

    theLabel = UILabel()
    theLabel.text = "Welcome"
    view.addSubview(theLabel)

    updateInterface()
  }

  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    updateInterface()
  }

  func updateInterface() {
    let width = view.bounds.size.width
    let height = view.bounds.size.height
    if interfaceOrientation.isLandscape {
      buttonA.frame = CGRect(x: 20, y: 60, width: width - 40, height: height / 2 - 40)
      buttonB.frame = CGRect(x: 20, y: height / 2 + 30, width: width - 40, height: height / 2 - 40)
      theLabel.frame = CGRect(x: width / 2 - 40, y: 20, width: 200, height: 20)
    } else {
      buttonA.frame = CGRect(x: 20, y: 20, width: width - 40, height: height / 2 - 40)
      buttonB.frame = CGRect(x: 20, y: height / 2 + 20, width: width - 40, height: height / 2 - 40)
      theLabel.frame = CGRect(x: width / 2 - 40, y: height / 2 - 10, width: 200, height: 20)
    }
  }

  func buttonPressed(_ sender: UIButton) {
    theLabel.text = sender.currentTitle
  }
}
