// The base classes of a PinLayout-style example app, as its screens are written for iOS:
// a root view made in code with its own `init()`, a controller passing the pre-iOS 11
// layout guides down, and a stylesheet colour.
// Modelled on layoutBox/PinLayout, Example/PinLayoutSample/UI/Common/BaseView.swift,
// BaseViewController.swift and Stylesheet.swift (MIT); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

extension UIColor {
  class var exampleBlue: UIColor {
    UIColor(red: 90 / 255, green: 171 / 255, blue: 243 / 255, alpha: 1)
  }
  class var exampleLight: UIColor { UIColor(red: 0.94, green: 0.95, blue: 0.98, alpha: 1) }
}

class ExampleBaseView: UIView {
  private(set) var topGuide: CGFloat = 0
  private(set) var bottomGuide: CGFloat = 0

  init() {
    super.init(frame: .zero)
    backgroundColor = .white
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func setLayoutGuides(top: CGFloat, bottom: CGFloat) {
    guard top != topGuide || bottom != bottomGuide else { return }
    topGuide = top
    bottomGuide = bottom
    setNeedsLayout()
  }
}

class ExampleBaseViewController: UIViewController {
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    (view as? ExampleBaseView)?.setLayoutGuides(
      top: topLayoutGuide.length, bottom: bottomLayoutGuide.length)
  }
}
