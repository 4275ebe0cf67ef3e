/// What a running transition looks like to the blocks a
/// ``ViewControllerTransitionCoordinator`` runs (`UIViewControllerTransitionCoordinatorContext`).
public struct ViewControllerTransitionCoordinatorContext: Sendable, Hashable {
  /// The transition's length in seconds, UIKit's 0.3 s for a rotation (`transitionDuration`).
  public let transitionDuration: Double
  /// The rotation the transition applies to the interface (`targetTransform`): the identity
  /// when nothing turns, otherwise a 90°, −90° or 180° rotation. Concatenating its inverse
  /// onto a view's transform keeps that view still relative to the device while the
  /// interface turns around it.
  public let targetTransform: CGAffineTransform
  /// Whether the transition animates (`isAnimated`); a rotation always does.
  public let isAnimated: Bool
  /// Whether a gesture drives the transition (`isInteractive`); never for a rotation.
  public let isInteractive: Bool
  /// Whether the transition was cancelled (`isCancelled`); a rotation never is.
  public let isCancelled: Bool

  /// Creates a context.
  public init(
    transitionDuration: Double, targetTransform: CGAffineTransform = .identity,
    isAnimated: Bool = true,
    isInteractive: Bool = false, isCancelled: Bool = false
  ) {
    self.transitionDuration = transitionDuration
    self.targetTransform = targetTransform
    self.isAnimated = isAnimated
    self.isInteractive = isInteractive
    self.isCancelled = isCancelled
  }

  /// The rotation from showing `old` to showing `new`: the difference of the two interface
  /// orientations' angles, as the legacy model's root transforms
  /// (`RotationModel.rootTransform(for:)`) measure them, normalised to (−180°, 180°].
  /// Portrait → landscapeRight is +90° (clockwise on screen), portrait → landscapeLeft −90°.
  public static func rotation(from old: InterfaceOrientation, to new: InterfaceOrientation)
    -> CGAffineTransform
  {
    func quarterTurns(_ orientation: InterfaceOrientation) -> Int {
      switch orientation {
      case .portrait, .unknown: 0
      case .landscapeRight: 1
      case .portraitUpsideDown: 2
      case .landscapeLeft: 3
      }
    }
    switch (quarterTurns(new) - quarterTurns(old) + 4) % 4 {
    case 1: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    case 3: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    default: return .identity
    }
  }
}

/// Runs code alongside a transition and after it (`UIViewControllerTransitionCoordinator`),
/// passed to ``UIKitViewController/viewWillTransition(to:with:)``.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
///   super.viewWillTransition(to: size, with: coordinator)
///   coordinator.animate(alongsideTransition: { _ in self.badge.alpha = size.width > size.height ? 0 : 1 })
/// }
/// ```
///
/// Swivel renders no in-between frames: the alongside blocks run inside the rotation, after
/// the layout pass with the new bounds (what UIKit's animation moves towards), and the
/// completion blocks after it, in the order they were added.
public final class ViewControllerTransitionCoordinator {
  /// What the blocks receive.
  public let context: ViewControllerTransitionCoordinatorContext
  private var alongside: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(ViewControllerTransitionCoordinatorContext) -> Void] = []

  /// Creates a coordinator for a transition; a `DeviceHost` makes one per rotation.
  public init(context: ViewControllerTransitionCoordinatorContext) {
    self.context = context
  }

  /// The transition's length in seconds (`transitionDuration`).
  public var transitionDuration: Double { context.transitionDuration }
  /// The rotation the transition applies (`targetTransform`).
  public var targetTransform: CGAffineTransform { context.targetTransform }
  /// Whether the transition animates (`isAnimated`).
  public var isAnimated: Bool { context.isAnimated }

  /// Adds a block to run inside the transition and one to run after it
  /// (`animate(alongsideTransition:completion:)`); either may be nil.
  ///
  /// - Returns: true, as UIKit does when the blocks will run.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((ViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks, in order, once.
  package func runAlongsideBlocks() {
    let blocks = alongside
    alongside = []
    for block in blocks { block(context) }
  }

  /// Runs the completion blocks, in order, once.
  package func runCompletionBlocks() {
    let blocks = completions
    completions = []
    for block in blocks { block(context) }
  }
}
