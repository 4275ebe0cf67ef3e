import SwivelUI

/// What `View.autoSizeThatFits(_:layoutClosure:)` collects while its layout closure runs: the
/// rectangle, with its margins, that each chain last gave its view.
final class AutoSizing {
  private var rects: [ObjectIdentifier: CGRect] = [:]

  /// Records `rect` (margins included) as `view`'s latest.
  func record(_ rect: CGRect, of view: View) {
    rects[ObjectIdentifier(view)] = rect
  }

  /// The rectangle recorded for `view`, if a chain laid it out.
  func rect(of view: View) -> CGRect? {
    rects[ObjectIdentifier(view)]
  }

  /// The measurement running on this task, the innermost when they nest.
  @TaskLocal static var current: AutoSizing?
}

/// `AutoSizing` lives in one task-local binding and is touched only by the task that binds it.
extension AutoSizing: @unchecked Sendable {}

extension Pin {
  /// The insets that grow the view's rectangle by its margins (negative margins), for
  /// `View.autoSizeThatFits(_:layoutClosure:)`.
  var marginOutsets: EdgeInsets {
    EdgeInsets(
      top: -(spec.items[.marginTop]?.value ?? 0), left: -(spec.items[.marginLeft]?.value ?? 0),
      bottom: -(spec.items[.marginBottom]?.value ?? 0), right: -(spec.items[.marginRight]?.value ?? 0))
  }
}
