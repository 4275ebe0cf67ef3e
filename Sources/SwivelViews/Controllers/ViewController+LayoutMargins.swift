extension UIKitViewController {
  /// The smallest layout margins UIKit allows the root view
  /// (`UIViewController.systemMinimumLayoutMargins`): 0 at the top and bottom, 16 pt leading
  /// and trailing in a horizontally compact (or unspecified) environment and 20 pt in a
  /// regular one, by the controller's ``traitCollection``. The root view's
  /// `layoutMargins` never go below these while ``viewRespectsSystemMinimumLayoutMargins``;
  /// other views are not affected.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
