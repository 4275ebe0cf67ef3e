/// Counts units of work in code whose cost must stay bounded (elements read or rebuilt by an
/// edit, bytes of the buffers a decoder allocates), so that tests can check growth and memory
/// without a clock or the process's peak: a test binds a counter, runs a workload, and
/// compares the count with the size of the workload. Each counted place says what it counts.
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
