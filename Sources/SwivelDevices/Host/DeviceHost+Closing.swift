extension DeviceHost {
  /// Takes the root controller off the screen, as a window letting its root go does
  /// (`window.rootViewController = nil`): `UIKitViewController.viewWillDisappear(_:)`, the
  /// root view leaves the window, `UIKitViewController.viewDidDisappear(_:)`, forwarded to
  /// the children whose views are shown. Presented controllers are dismissed first.
  ///
  /// The disappearance is delivered as an explicit transition, so it reaches the controller
  /// even after your own `beginAppearanceTransition(false, …)`, as on iOS. The host is not
  /// usable afterwards; calling it again does nothing.
  public func close() {
    guard window.rootViewController === rootViewController else { return }
    rootViewController.presentedViewController?.dismiss(animated: false)
    rootViewController.beginAppearanceTransition(false, animated: false)
    window.rootViewController = nil
    rootViewController.endAppearanceTransition()
  }
}
