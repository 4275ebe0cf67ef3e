extension DeviceHost {
  /// What the screen shows at one stage of a rotation, in interface coordinates (upright, as
  /// the user holds the device), for rotation films.
  package struct InterfaceFrame: Equatable, Sendable {
    /// The interface orientation.
    package var orientation: InterfaceOrientation
    /// The interface's size in points.
    package var size: CGSize
    /// The root view's display list, its transform mapping it into the interface (it fills it).
    package var root: RenderNode?
    /// The status bar's display list in interface coordinates, nil when hidden.
    package var statusBar: RenderNode?
    /// The window's background colour.
    package var windowBackground: Color?
  }

  /// A rotation's three stages: before it, at the end of UIKit's animation block (what the
  /// animation moves towards), and after its completion (legacy `didRotate(from:)`).
  package struct RotationStages: Sendable {
    /// Before the rotation.
    package var before: InterfaceFrame
    /// At the end of the animation block.
    package var animated: InterfaceFrame
    /// After the completion callbacks.
    package var after: InterfaceFrame
  }

  /// Turns the interface to `target` with the same callbacks, in the same order, as
  /// ``rotate(toInterface:)``, capturing the display lists of each stage.
  ///
  /// - Returns: nil when the interface does not turn (the masks forbid `target`, the
  ///   controller does not autorotate, or the interface already shows it).
  package func rotationStages(
    to target: InterfaceOrientation, showingBounds: Bool
  ) throws(OrientationError) -> RotationStages? {
    guard target != .unknown, target != interfaceOrientation, rootViewController.shouldAutorotate else { return nil }
    guard try effectiveOrientations().contains(target) else { return nil }
    let outline: CGFloat? = showingBounds ? 1 / window.screenScale : nil
    window.layoutIfNeeded()
    let before = interfaceFrame(outline: outline)
    deviceOrientation = DeviceOrientation(target)
    let controller = rootViewController
    let old = interfaceOrientation
    let animated: InterfaceFrame
    switch model {
    case .modern:
      let oldTraits = controller.traitCollection
      let newTraits = traitCollection(for: target)
      if newTraits != oldTraits { controller.willTransition(to: newTraits) }
      controller.forwardsLegacyRotationCallbacks = false
      controller.viewWillTransition(to: device.screenSize(for: target))
      let legacy = controller.forwardsLegacyRotationCallbacks
      if legacy { controller.willRotate(to: target, duration: Self.rotationDuration) }
      apply(target)
      installTraits(newTraits, notify: true)
      window.layoutIfNeeded()
      if legacy { controller.willAnimateRotation(to: target, duration: Self.rotationDuration) }
      window.layoutIfNeeded()
      animated = interfaceFrame(outline: outline)
      if legacy { controller.didRotate(from: old) }
    case .legacy:
      controller.willRotate(to: target, duration: Self.rotationDuration)
      apply(target)
      installTraits(traitCollection(for: target), notify: false)
      window.layoutIfNeeded()
      controller.willAnimateRotation(to: target, duration: Self.rotationDuration)
      window.layoutIfNeeded()
      animated = interfaceFrame(outline: outline)
      controller.didRotate(from: old)
    }
    window.layoutIfNeeded()
    return RotationStages(before: before, animated: animated, after: interfaceFrame(outline: outline))
  }

  /// The screen now, in interface coordinates.
  private func interfaceFrame(outline: CGFloat?) -> InterfaceFrame {
    var root = rootViewController.viewIfLoaded?.makeRenderNode(boundsOutlineWidth: outline)
    if let view = rootViewController.viewIfLoaded {
      root?.transform = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
    }
    return InterfaceFrame(
      orientation: interfaceOrientation, size: interfaceSize, root: root, statusBar: statusBarNode(),
      windowBackground: window.backgroundColor)
  }
}
