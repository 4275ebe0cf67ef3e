/// The running app as frame-layout code reads it (`UIApplication`): `Application.shared` is the
/// app of the ``DeviceHost`` running the code, like `Screen.main`.
///
/// UIKit has one global application; Swivel runs many simulated apps side by side (parallel
/// tests), so ``shared`` reads the host a task-local binds while it runs the app's code
/// (launch, rotations, taps, status bar updates, ``DeviceHost/withScreen(_:_:)``). Elsewhere it
/// answers for no host: portrait, left to right, an iPhone 6's status bar, no windows.
///
/// ```swift
/// let top = UIApplication.shared.statusBarFrame.height
/// if UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft { … }
/// ```
public final class Application {
  /// The host whose app this is, or nil.
  let host: DeviceHost?

  private init(host: DeviceHost?) {
    self.host = host
  }

  /// The app of the host running the code now (`UIApplication.shared`).
  public static var shared: Application { Application(host: RunningHost.current?.host) }

  /// The app's state (`UIApplication.State`): a hosted app is always active.
  public enum State: Int, Sendable, Hashable, CaseIterable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// Always ``State/active`` (`applicationState`).
  public var applicationState: State { .active }

  /// The interface orientation (`statusBarOrientation`): the host's, portrait without one.
  public var statusBarOrientation: InterfaceOrientation { host?.interfaceOrientation ?? .portrait }

  /// The status bar's frame (`statusBarFrame`): the host's, `.zero` when hidden; without a
  /// host an iPhone 6's portrait bar, (0, 0, 375, 20).
  public var statusBarFrame: CGRect {
    host?.statusBarFrame ?? CGRect(x: 0, y: 0, width: 375, height: 20)
  }

  /// Whether the status bar is hidden (`isStatusBarHidden`).
  public var isStatusBarHidden: Bool { host?.isStatusBarHidden ?? false }

  /// The status bar's style (`statusBarStyle`), as the root controller last asked.
  public var statusBarStyle: StatusBarStyle { host?.statusBarAppearance.style ?? .default }

  /// The app's layout direction (`userInterfaceLayoutDirection`), from the host's traits.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    host?.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The text size the user chose (`preferredContentSizeCategory`); large without a host.
  public var preferredContentSizeCategory: ContentSizeCategory {
    let category = host?.traitCollection.preferredContentSizeCategory ?? .large
    return category == .unspecified ? .large : category
  }

  /// The app's windows (`windows`): the host's one window.
  public var windows: [Window] { host.map { [$0.window] } ?? [] }

  /// The key window (`keyWindow`): the host's window; during a delegate's launch, the window
  /// it made key.
  public var keyWindow: Window? { host?.window ?? ApplicationLaunch.current?.keyWindow }

  /// The app's delegate (`delegate`): the one its host launched
  /// (``DeviceHost/applicationDelegate``), also while it launches; nil otherwise.
  public var delegate: (any ApplicationDelegate)? {
    host?.applicationDelegate ?? ApplicationLaunch.current?.delegate
  }
}

/// The host running the app's code now, bound by ``DeviceHost/withScreen(_:_:)``.
///
/// `@unchecked Sendable`: a task-local value must be `Sendable`, and a host is not. The
/// reference is bound and read on the one task that runs the host's code, synchronously,
/// and never crosses to another.
final class RunningHost: @unchecked Sendable {
  /// The host, unretained: it outlives every call it binds.
  unowned let host: DeviceHost

  init(_ host: DeviceHost) {
    self.host = host
  }

  /// The host running code on this task.
  @TaskLocal static var current: RunningHost?
}
