extension Application {
  /// A key of the launch options a delegate receives (`UIApplication.LaunchOptionsKey`).
  /// A hosted app launches with the options its host was given, none by default.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key with a name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was opened with (`url`).
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that opened it (`sourceApplication`).
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification that launched it (`remoteNotification`).
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home screen quick action that launched it (`shortcutItem`).
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity the app continues (`userActivityDictionary`).
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }
}
