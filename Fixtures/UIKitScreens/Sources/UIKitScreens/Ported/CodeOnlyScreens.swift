// Two screens in the style of code-only UIKit tutorials: a root view made in `loadView` at the
// screen's size whose subview starts below the status bar read from the window scene, and a
// controller that adds its banner once in `viewWillLayoutSubviews` and lets an autoresizing
// mask keep it stretched. Modelled on shion-skgw/WithoutStoryboard, ViewController.swift, and
// rvd2pwipwip/NoStoryboardLayout, RootViewController.swift; rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class StatusBarAwareView: UIView {
  let content = UIView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    content.backgroundColor = .cyan
    addSubview(content)
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let statusBarFrame = window?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
    var frame = bounds
    frame.origin.y += statusBarFrame.height
    frame.size.height -= statusBarFrame.height
    content.frame = frame
  }
}

final class StatusBarAwareViewController: UIViewController {
  override func loadView() {
    let root = StatusBarAwareView(frame: UIScreen.main.bounds)
    root.backgroundColor = .lightGray
    view = root
  }
}

final class BannerViewController: UIViewController {
  let padding: CGFloat = 50

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .yellow
  }

  override func viewWillLayoutSubviews() {
    if banner.superview == nil {
      view.addSubview(banner)
      let width = view.bounds.width - 2 * padding
      banner.frame = CGRect(x: padding, y: padding, width: width, height: 3 * padding)
    }
  }

  let banner: UIView = {
    let view = UIView()
    view.backgroundColor = .green
    view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    return view
  }()
}
