import Synchronization

/// Where appearance proxies keep what they were given (`UIAppearance`'s global state), and
/// the scope that keeps parallel tests apart.
///
/// The rule: values set through ``View/appearance()`` go to the store of the current task,
/// which is the process-wide store unless the code runs inside
/// ``withAppearanceScope(_:)``; views read that same store when they join a window. A test
/// that sets proxies wraps its body in `withAppearanceScope { … }`, so tests running in
/// parallel never see each other's proxies, and the scope's values go away with it.
/// ``resetAll()`` empties the process-wide store.
public final class AppearanceStore: Sendable {
  /// The rules, in the order they were set.
  private let rules = Mutex<[AppearanceRule]>([])

  /// An empty store.
  init() {}

  /// The process-wide store, used outside any ``withAppearanceScope(_:)``.
  static let shared = AppearanceStore()

  /// The store of the current task.
  @TaskLocal static var current = AppearanceStore.shared

  /// Runs `body` with a fresh store of its own: proxies set inside apply to views joining a
  /// window inside, and nowhere else. Scopes nest; an inner one starts empty.
  public static func withAppearanceScope<Result>(_ body: () throws -> Result) rethrows -> Result {
    try $current.withValue(AppearanceStore()) { try body() }
  }

  /// Async form of ``withAppearanceScope(_:)``.
  public static func withAppearanceScope<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $current.withValue(AppearanceStore(), operation: body, isolation: isolation)
  }

  /// Forgets every proxy value of the process-wide store.
  public static func resetAll() {
    shared.rules.withLock { $0.removeAll() }
  }

  /// Records a value set on a proxy; a later one for the same class, containment and
  /// property replaces it.
  func record(_ rule: AppearanceRule) {
    rules.withLock { rules in
      rules.removeAll { $0.replaces(rule) }
      rules.append(rule)
    }
  }

  /// The value last set for `property` of `rootClass` with `containers`, if any.
  func value(
    of property: AppearanceProperty.Kind, rootClass: ObjectIdentifier,
    containers: [ObjectIdentifier]
  ) -> AppearanceProperty? {
    rules.withLock { rules in
      rules.last {
        $0.kind == property && $0.rootClass == rootClass && $0.containerIDs == containers
      }?.property
    }
  }

  /// The rules that apply to `view` where it is now, least specific first (UIKit lets a
  /// longer containment chain win over a shorter one, and a later value over an earlier one).
  func rules(for view: View) -> [AppearanceRule] {
    let all = rules.withLock { $0 }
    guard !all.isEmpty else { return [] }
    return all.filter { $0.matches(view) }.enumerated()
      .sorted {
        ($0.element.containers.count, $0.offset) < ($1.element.containers.count, $1.offset)
      }
      .map(\.element)
  }

  /// Whether nothing was set (the common case, checked before any walk).
  var isEmpty: Bool { rules.withLock { $0.isEmpty } }
}
