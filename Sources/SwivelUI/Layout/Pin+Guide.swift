extension Pin {
  /// The rectangle of the superview that edge insets are measured from.
  public enum Guide: String, Sendable, Hashable, CaseIterable {
    /// The superview's `bounds` (the default).
    case bounds
    /// The superview's bounds inset by its ``View/safeAreaInsets`` (zero outside a hosted
    /// window): clear of the status bar, sensor housing and home indicator.
    case safeArea
    /// The safe area inset by ``Pin/Guide/layoutMargins`` on every side, like UIKit's
    /// `layoutMarginsGuide` with `insetsLayoutMarginsFromSafeArea` (its default): the margins
    /// are measured from the safe area.
    ///
    /// Swivel views have no `layoutMargins` property yet, so every view has UIKit's default
    /// 8 pt (UIKit gives a view controller's root view wider, system-chosen margins).
    case margins

    /// The layout margins of every view: 8 pt on each side, UIKit's default `layoutMargins`.
    public static let layoutMargins = EdgeInsets(all: 8)

    /// The guide's rectangle in `superview`'s bounds coordinates.
    public func frame(in superview: View) -> CGRect {
      switch self {
      case .bounds: return superview.bounds
      case .safeArea: return superview.safeAreaFrame
      case .margins: return superview.safeAreaFrame.inset(by: Self.layoutMargins)
      }
    }

    /// `, from: .safeArea` for quoting calls; empty for the default.
    var callSuffix: String { self == .bounds ? "" : ", from: .\(rawValue)" }
  }
}
