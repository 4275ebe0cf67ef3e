import SwivelViews

/// A thread-safe collection of ``LayoutWarning``s: where the layout helpers report what they
/// could not do as asked.
///
/// The helpers report to ``current``, a task-local value. Outside any `withValue` scope that is
/// the process-wide ``shared`` sink, which keeps everything it is given. Tests run in
/// parallel, so each test binds its own sink and sees only its own warnings:
///
/// ```swift
/// let warnings = LayoutWarningSink()
/// LayoutWarningSink.$current.withValue(warnings) {
///   host.window.layoutIfNeeded()
/// }
/// #expect(warnings.isEmpty, "\(warnings.messages)")
/// ```
public final class LayoutWarningSink: @unchecked Sendable {
  // @unchecked: `recorded` is only touched while holding `lock`.
  private let lock = NSLock()
  private var recorded: [LayoutWarning] = []

  /// Creates an empty sink.
  public init() {}

  /// The process-wide sink that ``current`` falls back to; it keeps every warning until
  /// ``removeAll()``.
  public static let shared = LayoutWarningSink()

  /// The sink the layout helpers report to: ``shared`` unless bound with
  /// `LayoutWarningSink.$current.withValue(_:operation:)` for the current task.
  @TaskLocal public static var current: LayoutWarningSink = .shared

  /// Adds a warning.
  public func record(_ warning: LayoutWarning) {
    lock.lock()
    defer { lock.unlock() }
    recorded.append(warning)
  }

  /// The warnings recorded so far, oldest first.
  public var warnings: [LayoutWarning] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// The messages of the warnings recorded so far, oldest first.
  public var messages: [String] { warnings.map(\.message) }

  /// Whether nothing has been recorded.
  public var isEmpty: Bool { warnings.isEmpty }

  /// Forgets every recorded warning.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    recorded.removeAll()
  }
}
