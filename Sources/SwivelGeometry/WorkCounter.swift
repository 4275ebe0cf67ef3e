/// Counts units of work (elements read or rebuilt) in code whose cost must stay linear in its
/// input, so that tests can check the growth without a clock: a test binds a counter, runs a
/// workload, and compares the count with the size of the workload.
///
/// ```swift
/// let counter = WorkCounter()
/// WorkCounter.$current.withValue(counter) { for range in words { text.addAttributes(red, range: range) } }
/// #expect(counter.count <= 8 * words.count)
/// ```
///
/// Counted code calls ``add(_:)``; with no counter bound (always, outside such tests) that is
/// one task-local read. A counter is meant for one task: the counted code runs synchronously
/// in the task that bound it.
package final class WorkCounter: @unchecked Sendable {
  // @unchecked: only the task that bound the counter touches `count`.
  /// The units counted so far.
  package private(set) var count = 0

  /// The counter bound by the running test, if any.
  @TaskLocal package static var current: WorkCounter?

  /// A counter at zero.
  package init() {}

  /// Adds `units` to the bound counter, if there is one.
  @inline(__always)
  package static func add(_ units: Int) {
    current?.count += units
  }
}
