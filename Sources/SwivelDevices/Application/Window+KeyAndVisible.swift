extension Window {
  /// Shows the window and makes it the app's key window (`makeKeyAndVisible()`).
  ///
  /// Called by an ``ApplicationDelegate`` during a launch, it names the window whose root
  /// view controller the launching ``DeviceHost`` shows. Elsewhere it shows the window and
  /// marks it key.
  public func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the app's key window (`makeKey()`), during a launch the one whose root
  /// view controller the host shows.
  public func makeKey() {
    isKeyWindow = true
    ApplicationLaunch.current?.keyWindow = self
  }
}
