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
    guard target != .unknown, target != interfaceOrientation, rootViewController.shouldAutorotate
    else { return nil }
    guard try effectiveOrientations().contains(target) else { return nil }
    let outline: CGFloat? = showingBounds ? 1 / window.screenScale : nil
    window.layoutIfNeeded()
    let before = interfaceFrame(outline: outline)
    deviceOrientation = DeviceOrientation(target)
    var animated: InterfaceFrame?
    withScreen(orientation: target) {
      let capture = { animated = self.interfaceFrame(outline: outline) }
      switch model {
      case .modern: turnModern(to: target, animationEnd: capture)
      case .legacy: turnLegacy(to: target, animationEnd: capture)
      }
    }
    guard let animated else { return nil }
    return RotationStages(
      before: before, animated: animated, after: interfaceFrame(outline: outline))
  }

  /// The screen now, in interface coordinates.
  private func interfaceFrame(outline: CGFloat?) -> InterfaceFrame {
    var root = rootViewController.viewIfLoaded?.makeRenderNode(boundsOutlineWidth: outline)
    if let view = rootViewController.viewIfLoaded {
      root?.transform = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
    }
    return InterfaceFrame(
      orientation: interfaceOrientation, size: interfaceSize, root: root,
      statusBar: statusBarNode(),
      windowBackground: window.backgroundColor)
  }
}
