/// The scene a hosted window belongs to (`UIWindowScene`), with what frame-layout code reads
/// from it: its orientation, screen, windows and status bar.
///
/// ```swift
/// let top = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
/// ```
public final class WindowScene {
  /// The host the scene shows.
  let host: DeviceHost

  init(host: DeviceHost) {
    self.host = host
  }

  /// The interface orientation (`interfaceOrientation`).
  public var interfaceOrientation: InterfaceOrientation { host.interfaceOrientation }

  /// The screen (`screen`).
  public var screen: Screen { host.screen }

  /// The scene's windows (`windows`): the host's one window.
  public var windows: [Window] { [host.window] }

  /// The key window (`keyWindow`).
  public var keyWindow: Window? { host.window }

  /// The scene's traits (`traitCollection`).
  public var traitCollection: TraitCollection { host.traitCollection }

  /// The status bar's state (`statusBarManager`).
  public var statusBarManager: StatusBarManager? { StatusBarManager(host: host) }
}

/// A scene's status bar (`UIStatusBarManager`).
public struct StatusBarManager {
  let host: DeviceHost

  /// The bar's frame in interface coordinates, `.zero` when hidden (`statusBarFrame`).
  public var statusBarFrame: CGRect { host.statusBarFrame }

  /// Whether the bar is hidden (`isStatusBarHidden`).
  public var isStatusBarHidden: Bool { host.isStatusBarHidden }

  /// The bar's style (`statusBarStyle`).
  public var statusBarStyle: StatusBarStyle { host.statusBarAppearance.style }
}

extension Window {
  /// The scene the window belongs to (`windowScene`): a ``DeviceHost``'s window has one, a
  /// window made on its own has none.
  public var windowScene: WindowScene? { host.map(WindowScene.init) }
}
