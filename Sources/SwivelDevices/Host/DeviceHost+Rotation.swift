extension DeviceHost {
  /// The duration passed to the rotation callbacks, as UIKit's default animation.
  public static let rotationDuration = 0.3

  /// Turns the device. The interface follows when the matching interface orientation is in
  /// the effective mask and the controller autorotates; otherwise nothing but
  /// ``deviceOrientation`` changes. Face up, face down and unknown never turn the interface
  /// (a documented no-op, as in UIKit).
  ///
  /// - Returns: whether the interface rotated.
  /// - Throws: ``OrientationError`` when the masks share no orientation.
  @discardableResult
  public func rotate(to orientation: DeviceOrientation) throws(OrientationError) -> Bool {
    deviceOrientation = orientation
    guard let target = orientation.interfaceOrientation else { return false }
    guard rootViewController.shouldAutorotate else { return false }
    let effective = try effectiveOrientations()
    guard effective.contains(target), target != interfaceOrientation else { return false }
    withScreen(orientation: target) {
      switch model {
      case .modern: turnModern(to: target, animationEnd: {})
      case .legacy: turnLegacy(to: target, animationEnd: {})
      }
    }
    return true
  }

  /// Turns the device so that the interface would show `orientation`; see ``rotate(to:)-(DeviceOrientation)``.
  @discardableResult
  public func rotate(toInterface orientation: InterfaceOrientation) throws(OrientationError) -> Bool
  {
    try rotate(to: DeviceOrientation(orientation))
  }

  /// iOS 8+: traits callback, size callback with a coordinator (old bounds visible in both),
  /// bounds change, `traitCollectionDidChange`, the layout pass with `updateInterface`, then,
  /// inside the animation, the legacy `willAnimateRotation` (when forwarded) and the
  /// coordinator's alongside blocks with another layout pass; `animationEnd` sees that state;
  /// after it the legacy `didRotate` and the coordinator's completion blocks.
  func turnModern(to target: InterfaceOrientation, animationEnd: () -> Void) {
    let controller = rootViewController
    let old = interfaceOrientation
    let oldTraits = controller.traitCollection
    let newTraits = traitCollection(for: target)
    if newTraits != oldTraits {
      controller.willTransition(to: newTraits)
    }
    let coordinator = ViewControllerTransitionCoordinator(
      context: ViewControllerTransitionCoordinatorContext(
        transitionDuration: Self.rotationDuration,
        targetTransform: ViewControllerTransitionCoordinatorContext.rotation(from: old, to: target))
    )
    controller.forwardsLegacyRotationCallbacks = false
    controller.viewWillTransition(to: device.screenSize(for: target), with: coordinator)
    // Presented controllers hear of the new size too, as in UIKit.
    for presented in controller.presentedChain {
      presented.viewWillTransition(to: device.screenSize(for: target), with: coordinator)
    }
    let legacy = controller.forwardsLegacyRotationCallbacks
    if legacy { controller.willRotate(to: target, duration: Self.rotationDuration) }
    apply(target, notifyTraits: true)
    window.layoutIfNeeded()
    if legacy { controller.willAnimateRotation(to: target, duration: Self.rotationDuration) }
    coordinator.runAlongsideBlocks()
    window.layoutIfNeeded()
    animationEnd()
    if legacy { controller.didRotate(from: old) }
    coordinator.runCompletionBlocks()
    window.layoutIfNeeded()
  }

  /// iOS ≤ 7: `willRotate` (old orientation and bounds), the root view's transform and swapped
  /// bounds with the layout pass, `willAnimateRotation` (`animationEnd` sees that state), then
  /// `didRotate`.
  func turnLegacy(to target: InterfaceOrientation, animationEnd: () -> Void) {
    let controller = rootViewController
    let old = interfaceOrientation
    controller.willRotate(to: target, duration: Self.rotationDuration)
    apply(target, notifyTraits: false)
    window.layoutIfNeeded()
    controller.willAnimateRotation(to: target, duration: Self.rotationDuration)
    window.layoutIfNeeded()
    animationEnd()
    controller.didRotate(from: old)
    window.layoutIfNeeded()
  }

  /// Delivers a tap at a point in window coordinates (see `Window.sendTap(at:)`).
  @discardableResult
  public func tap(at point: CGPoint) -> View? {
    withScreen { window.sendTap(at: point) }
  }

  /// Drags one finger from `start` to `end` (window coordinates) in `steps` moves (see
  /// `Window.sendDrag(from:to:steps:)`). Returns the view the drag began on.
  @discardableResult
  public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) -> View? {
    withScreen { window.sendDrag(from: start, to: end, steps: steps) }
  }
}
