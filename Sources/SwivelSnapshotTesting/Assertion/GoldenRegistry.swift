import Foundation

/// Process-wide bookkeeping for golden names: the counter of unnamed calls in each test, and
/// which call claimed which golden in this run (two calls resolving to one golden fail).
final class GoldenRegistry: @unchecked Sendable {
  // @unchecked: every property is only touched while holding `lock`.
  private let lock = NSLock()
  private var counters: [String: Int] = [:]
  private var claims: [String: (test: String, site: String)] = [:]

  static let shared = GoldenRegistry()

  /// 1 for the first unnamed call of the test, then 2, 3, …
  func nextIndex(for test: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counters[test, default: 0] += 1
    return counters[test]!
  }

  /// Claims `golden` for the call at `site` in `test`; returns the earlier call's site when
  /// another call already claimed it.
  func claim(_ golden: String, test: String, site: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let earlier = claims[golden] { return earlier.site }
    claims[golden] = (test, site)
    return nil
  }
}
