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
    switch model {
    case .modern: rotateModern(to: target)
    case .legacy: rotateLegacy(to: target)
    }
    return true
  }

  /// Turns the device so that the interface would show `orientation`; see ``rotate(to:)-(DeviceOrientation)``.
  @discardableResult
  public func rotate(toInterface orientation: InterfaceOrientation) throws(OrientationError) -> Bool {
    try rotate(to: DeviceOrientation(orientation))
  }

  /// iOS 8+: traits callback, size callback (old bounds visible in both), bounds change,
  /// `traitCollectionDidChange`, then the layout pass with `updateInterface`.
  private func rotateModern(to target: InterfaceOrientation) {
    let controller = rootViewController
    let old = interfaceOrientation
    let oldTraits = controller.traitCollection
    let newTraits = traitCollection(for: target)
    if newTraits != oldTraits {
      controller.willTransition(to: newTraits)
    }
    controller.forwardsLegacyRotationCallbacks = false
    controller.viewWillTransition(to: device.screenSize(for: target))
    let legacy = controller.forwardsLegacyRotationCallbacks
    if legacy { controller.willRotate(to: target, duration: Self.rotationDuration) }
    apply(target)
    installTraits(newTraits, notify: true)
    window.layoutIfNeeded()
    if legacy {
      controller.willAnimateRotation(to: target, duration: Self.rotationDuration)
      controller.didRotate(from: old)
    }
  }

  /// iOS ≤ 7: `willRotate` (old orientation and bounds), the root view's transform and swapped
  /// bounds with the layout pass, `willAnimateRotation`, then `didRotate`.
  private func rotateLegacy(to target: InterfaceOrientation) {
    let controller = rootViewController
    let old = interfaceOrientation
    controller.willRotate(to: target, duration: Self.rotationDuration)
    apply(target)
    installTraits(traitCollection(for: target), notify: false)
    window.layoutIfNeeded()
    controller.willAnimateRotation(to: target, duration: Self.rotationDuration)
    controller.didRotate(from: old)
    window.layoutIfNeeded()
  }

  /// Delivers a tap at a point in window coordinates (see ``Window/sendTap(at:)``).
  @discardableResult
  public func tap(at point: CGPoint) -> View? {
    window.sendTap(at: point)
  }
}
