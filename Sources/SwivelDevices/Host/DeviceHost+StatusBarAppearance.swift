extension DeviceHost {
  /// The status bar preferences a host last read from its controllers.
  public struct StatusBarAppearance: Sendable, Hashable {
    /// Whether the deciding controller prefers the bar hidden (`prefersStatusBarHidden`).
    public var isHidden = false
    /// The deciding controller's style (`preferredStatusBarStyle`).
    public var style = StatusBarStyle.default

    /// Preferences with the defaults: shown, `.default` style.
    public init() {}

    /// Reads the preferences as UIKit does: from `root`, or from the child it names in
    /// `childForStatusBarHidden` / `childForStatusBarStyle`, followed down. The deciding
    /// controller's default follows the vertically-compact rule only in the iOS 8+ model.
    init(reading root: UIKitViewController, model: RotationModel) {
      var hiding = root
      while let child = hiding.childForStatusBarHidden, child !== hiding { hiding = child }
      var styling = root
      while let child = styling.childForStatusBarStyle, child !== styling { styling = child }
      hiding.hidesStatusBarWhenVerticallyCompact = model == .modern
      isHidden = hiding.prefersStatusBarHidden
      style = styling.preferredStatusBarStyle
    }
  }

  /// The style the status bar is drawn in: the deciding controller's, `.default` resolved for
  /// the app's appearance (see `StatusBarStyle.resolved(isDark:)`).
  public var statusBarStyle: StatusBarStyle {
    statusBarAppearance.style.resolved(isDark: traitCollection.isDarkAppearance)
  }

  /// Re-reads the status bar preferences after a controller's
  /// `UIKitViewController.setNeedsStatusBarAppearanceUpdate()`; when the bar appears or
  /// disappears the safe area follows and the root controller gets a layout pass.
  func updateStatusBarAppearance() {
    let old = statusBarAppearance, oldSafeArea = window.safeAreaRect
    statusBarAppearance = StatusBarAppearance(
      reading: rootViewController.statusBarDecider, model: model)
    guard statusBarAppearance != old else { return }
    updateSafeAreaRect()
    if window.safeAreaRect != oldSafeArea {
      rootViewController.setNeedsRootContentLayout()
      window.setNeedsLayout()
    }
  }
}
