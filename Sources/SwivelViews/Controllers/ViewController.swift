/// Swivel's controller: a ``UIKitViewController`` (UIKit's `UIViewController`) that sets its
/// subviews' frames in the ``updateInterface()`` pass.
///
/// Subclass it, build views in ``UIKitViewController/viewDidLoad()`` and compute every frame from `view.bounds` in
/// ``updateInterface()``:
///
/// ```swift
/// final class Greeting: ViewController {
///   let title = Label()
///   override func viewDidLoad() { view.addSubview(title) }
///   override func updateInterface() {
///     title.frame = view.bounds.insetBy(dx: 20, dy: 20)
///   }
/// }
/// ```
open class ViewController: UIKitViewController {
  private var lastInterfaceSize: CGSize?
  private var needsUpdateInterface = true

  /// Creates a controller; its view loads on first access. A designated initializer, so
  /// subclasses override it (`override init()`) and call it (`super.init()`).
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller (`init(nibName:bundle:)`); Swivel reads no nibs, so the name and
  /// bundle are only kept. A convenience initializer here, so that ``init()`` is the one
  /// designated initializer a subclass's own initializer calls, implicitly when it does not.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init()
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
  }

  /// Creates a controller from an archive; Swivel reads none, so it fails (returns nil). A
  /// subclass that declares an initializer of its own implements it, as in UIKit:
  /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The **updateInterface pass**: set every frame from `view.bounds` here.
  ///
  /// Swivel calls it inside the root view's layout pass, after ``UIKitViewController/viewWillLayoutSubviews()``
  /// and before the view's own `layoutSubviews()`: on the first pass after the view loads, after
  /// every change of the view's bounds size (a rotation included), after the interface
  /// orientation changes, and after ``setNeedsUpdateInterface()``. It must be idempotent:
  /// compute frames, do not add subviews here. The default does nothing.
  ///
  /// UIKit has no such method: code written for iOS subclasses ``UIKitViewController``
  /// (`UIViewController` in SwivelUIKit), where a method of this name is the app's own.
  open func updateInterface() {}

  /// Asks for an ``updateInterface()`` pass at the next layout.
  public func setNeedsUpdateInterface() {
    needsUpdateInterface = true
    viewIfLoaded?.setNeedsLayout()
  }

  /// Runs ``updateInterface()`` when it is due.
  override func layOutRootContent() {
    guard let view = viewIfLoaded else { return }
    let size = view.bounds.size
    guard needsUpdateInterface || lastInterfaceSize != size else { return }
    needsUpdateInterface = false
    lastInterfaceSize = size
    updateInterface()
  }

  /// The interface changed: an `updateInterface` pass is due.
  package override func setNeedsRootContentLayout() {
    setNeedsUpdateInterface()
  }

  /// A new root view gets its first `updateInterface` pass.
  override func rootViewWasReplaced() {
    lastInterfaceSize = nil
  }
}
