import Foundation

/// Process-wide bookkeeping for golden names: the counter of unnamed calls in each test, and
/// which call claimed which golden in this run. A later call of the same test compares against
/// the same golden; a call of another test resolving to it fails.
package final class GoldenRegistry: @unchecked Sendable {
  // @unchecked: every property is only touched while holding `lock`.
  private let lock = NSLock()
  private var counters: [String: Int] = [:]
  private var claims: [String: (test: String, site: String)] = [:]

  static let shared = GoldenRegistry()

  /// An empty registry.
  package init() {}

  /// 1 for the first unnamed call of the test, then 2, 3, …
  func nextIndex(for test: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counters[test, default: 0] += 1
    return counters[test]!
  }

  /// Who claimed a golden before.
  package enum Claim: Equatable {
    /// No call before this one.
    case first
    /// A call of the same test, at this site.
    case sameTest(earlier: String)
    /// A call of another test, at this site.
    case otherTest(earlier: String)
  }

  /// Claims `golden` for the call at `site` in `test`, saying which call claimed it first.
  package func claim(_ golden: String, test: String, site: String) -> Claim {
    lock.lock()
    defer { lock.unlock() }
    guard let earlier = claims[golden] else {
      claims[golden] = (test, site)
      return .first
    }
    return earlier.test == test
      ? .sameTest(earlier: earlier.site) : .otherTest(earlier: earlier.site)
  }
}
