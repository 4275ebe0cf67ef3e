public import SwivelViews

extension Pin {
  /// The rectangle of the superview that edge insets are measured from.
  public enum Guide: String, Sendable, Hashable, CaseIterable {
    /// The superview's `bounds` (the default).
    case bounds
    /// The superview's bounds inset by its `View.safeAreaInsets` (zero outside a hosted
    /// window): clear of the status bar, sensor housing and home indicator.
    case safeArea
    /// The superview's `View.layoutMarginsGuide`: its bounds inset by its
    /// `View.layoutMargins`, which by default are 8 pt measured from the safe area, and for
    /// a controller's root view the system minimum (16 or 20 pt at the sides, 0 at the top and
    /// bottom) measured from the safe area.
    case margins

    /// The guide's rectangle in `superview`'s bounds coordinates.
    public func frame(in superview: View) -> CGRect {
      switch self {
      case .bounds: return superview.bounds
      case .safeArea: return superview.safeAreaFrame
      case .margins: return superview.layoutMarginsFrame
      }
    }

    /// `, from: .safeArea` for quoting calls; empty for the default.
    var callSuffix: String { self == .bounds ? "" : ", from: .\(rawValue)" }
  }
}
