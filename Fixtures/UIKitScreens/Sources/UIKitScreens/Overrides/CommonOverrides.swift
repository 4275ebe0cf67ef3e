// The members UIKit code overrides most, overridden as iOS code writes them: properties with
// observers calling super, layout and drawing hooks, hit testing, controller callbacks and
// class properties. Each override records that it ran, so the tests can check UIKit calls it.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class ObservedView: UIView {
  var log: [String] = []

  override var frame: CGRect {
    didSet { log.append("frame") }
  }
  override var bounds: CGRect {
    didSet { log.append("bounds") }
  }
  override var center: CGPoint {
    didSet { log.append("center") }
  }
  override var backgroundColor: UIColor? {
    didSet { log.append("backgroundColor") }
  }
  override var isHidden: Bool {
    didSet { log.append("isHidden") }
  }
  override var alpha: CGFloat {
    didSet { log.append("alpha") }
  }
  override var tintColor: UIColor! {
    didSet { log.append("tintColor") }
  }
  override var intrinsicContentSize: CGSize {
    return CGSize(width: 120, height: 44)
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    return CGSize(width: min(size.width, 200), height: 44)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
  }
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIBezierPath(rect: rect.insetBy(dx: 4, dy: 4)).fill()
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    return bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    return super.hitTest(point, with: event)
  }
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log.append("didMoveToSuperview")
  }
  override func didMoveToWindow() {
    super.didMoveToWindow()
    log.append("didMoveToWindow")
  }
  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    log.append("willMoveToSuperview")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("traitCollectionDidChange")
  }
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    log.append("safeAreaInsetsDidChange")
  }
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    log.append("layoutMarginsDidChange")
  }
  override func tintColorDidChange() {
    super.tintColorDidChange()
    log.append("tintColorDidChange")
  }
}

final class ObservedLabel: UILabel {
  var changes = 0
  override var text: String? {
    didSet { changes += 1 }
  }
  override var textColor: UIColor! {
    didSet { changes += 1 }
  }
  override var font: UIFont! {
    didSet { changes += 1 }
  }
  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)))
  }
  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
  }
}

final class ObservedButton: UIButton {
  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }
  override var isSelected: Bool {
    didSet { backgroundColor = isSelected ? .systemBlue : .clear }
  }
  override var isEnabled: Bool {
    didSet { alpha = isEnabled ? 1 : 0.3 }
  }
  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 24, height: size.height + 12)
  }
}

final class InsetTextField: UITextField {
  override var text: String? {
    didSet { setNeedsLayout() }
  }
  override func textRect(forBounds bounds: CGRect) -> CGRect {
    return bounds.insetBy(dx: 12, dy: 0)
  }
  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    return bounds.insetBy(dx: 12, dy: 0)
  }
  override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    return bounds.insetBy(dx: 12, dy: 0)
  }
}

final class ObservedScrollView: UIScrollView {
  var offsets = 0
  override var contentOffset: CGPoint {
    didSet { offsets += 1 }
  }
  override var contentSize: CGSize {
    didSet { setNeedsLayout() }
  }
}

final class ObservedViewController: UIViewController {
  var log: [String] = []

  override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
  override var prefersStatusBarHidden: Bool { return false }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .allButUpsideDown
  }
  override var shouldAutorotate: Bool { return true }
  override var prefersHomeIndicatorAutoHidden: Bool { return true }
  override var title: String? {
    didSet { log.append("title") }
  }

  override func loadView() {
    view = ObservedView()
    log.append("loadView")
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("viewDidAppear")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.append("viewSafeAreaInsetsDidChange")
  }
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    log.append("viewLayoutMarginsDidChange")
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("viewWillTransition")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("traitCollectionDidChange")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("willMoveToParent")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("didMoveToParent")
  }
}
