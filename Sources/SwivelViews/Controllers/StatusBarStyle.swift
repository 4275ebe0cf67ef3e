/// The colour of the status bar's content (`UIStatusBarStyle`); the raw values are UIKit's.
public enum StatusBarStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Dark content in the light appearance, light content in the dark one (`default`).
  case `default` = 0
  /// White content, for dark backgrounds (`lightContent`).
  case lightContent = 1
  /// Black content, for light backgrounds (`darkContent`, iOS 13).
  case darkContent = 3

  /// The style drawn: `.default` resolves to `.darkContent` in the light appearance and to
  /// `.lightContent` in the dark one; the explicit styles stay as they are.
  ///
  /// - Parameter isDark: whether the interface is in the dark appearance.
  public func resolved(isDark: Bool) -> StatusBarStyle {
    guard self == .default else { return self }
    return isDark ? .lightContent : .darkContent
  }

  /// `default`, `lightContent` or `darkContent`.
  public var description: String {
    switch self {
    case .default: "default"
    case .lightContent: "lightContent"
    case .darkContent: "darkContent"
    }
  }
}
