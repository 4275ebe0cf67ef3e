import SwivelViews
import Synchronization

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

  /// How many measurements are running in the process: while none is, a chain skips the
  /// task-local lookup of ``current`` when it sets its frame.
  private static let running = Atomic<Int>(0)

  /// Whether a measurement may be running on this task (one is running somewhere).
  static var isMeasuring: Bool { running.load(ordering: .relaxed) > 0 }

  /// Runs `body` with `measurement` as the task's ``current``.
  static func measuring(_ measurement: AutoSizing, _ body: () -> Void) {
    running.add(1, ordering: .relaxed)
    defer { running.subtract(1, ordering: .relaxed) }
    $current.withValue(measurement, operation: body)
  }
}

/// `AutoSizing` lives in one task-local binding and is touched only by the task that binds it.
extension AutoSizing: @unchecked Sendable {}

extension Pin {
  /// The insets that grow the view's rectangle by its margins (negative margins), for
  /// `View.autoSizeThatFits(_:layoutClosure:)`.
  var marginOutsets: EdgeInsets {
    EdgeInsets(
      top: -(spec.items[.marginTop]?.value ?? 0), left: -(spec.items[.marginLeft]?.value ?? 0),
      bottom: -(spec.items[.marginBottom]?.value ?? 0),
      right: -(spec.items[.marginRight]?.value ?? 0))
  }
}
