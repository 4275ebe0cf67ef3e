public import Foundation

extension Application {
  /// The URL schemes ``canOpenURL(_:)`` answers true for: those of the apps every iPhone has
  /// (Safari, Mail, Phone, Messages).
  public static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms"]

  /// Whether an app on the device handles the URL's scheme (`canOpenURL(_:)`): true for the
  /// ``openableSchemes``, compared without case.
  public func canOpenURL(_ url: URL) -> Bool {
    url.scheme.map { Application.openableSchemes.contains($0.lowercased()) } ?? false
  }

  /// Asks the system to open a URL (`open(_:options:completionHandler:)`). Nothing opens: the
  /// host records the URL in ``DeviceHost/openedURLs`` for tests to read back, then calls
  /// `completion` with whether ``canOpenURL(_:)`` would succeed. Without a host nothing is
  /// recorded and `completion` gets false.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    guard let host else {
      completion?(false)
      return
    }
    host.openedURLs.append(url)
    completion?(canOpenURL(url))
  }

  /// An option of ``open(_:options:completionHandler:)`` (`UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String

    /// An option with a name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open only a universal link an installed app handles (`universalLinksOnly`).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}
