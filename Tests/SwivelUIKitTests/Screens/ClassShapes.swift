// Classes shaped as UIKit code shapes them: initializers, `required init?(coder:)`, overridden
// properties and hooks, written as for iOS (only the import differs).
import SwivelUIKit

/// A controller with its own `init()` (no `override`: UIKit's `init()` is a convenience
/// initializer) and its own `updateInterface()` (UIKit has none).
final class ProfileHeaderViewController: UIViewController {
  let nameLabel = UILabel()
  private(set) var updates = 0

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Profile"
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameLabel.text = "Ada Lovelace"
    view.addSubview(nameLabel)
    updateInterface()
  }

  func updateInterface() {
    updates += 1
    nameLabel.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 24)
  }
}

/// A controller with a designated initializer of its own, shown by the one above.
final class DetailViewController: UIViewController {
  let item: String

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view with UIKit's two designated initializers and a convenience one of its own.
class CardView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 12
    addSubview(titleLabel)
  }

  convenience init(title: String) {
    self.init(frame: .zero)
    titleLabel.text = title
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 12, dy: 8)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 60)
  }
}

/// A button that dims while highlighted, the most common UIButton subclass.
final class DimmingButton: UIButton {
  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }

  private(set) var highlightChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBlue
    setTitleColor(.white, for: .normal)
    titleLabel?.font = .boldSystemFont(ofSize: 17)
    imageView?.contentMode = .scaleAspectFit
    contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet { highlightChanges += 1 }
  }
}

/// A label that reports its text changes and pads its intrinsic size.
final class TagLabel: UILabel {
  private(set) var changes: [String?] = []

  override var text: String? {
    didSet { changes.append(text) }
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 16, height: size.height + 8)
  }
}

/// A view that records UIKit's hierarchy callbacks.
final class HierarchyRecorder: UIView {
  var log: [String] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log.append("didMoveToSuperview")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    log.append("didMoveToWindow(\(window == nil ? "nil" : "window"))")
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    log.append("didAddSubview")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    log.append("willRemoveSubview")
  }
}
