import Foundation

/// What a golden records beside its pixels: the renderer of this machine and, when the
/// strategy rendered views, the view tree it drew. A strategy notes the tree while it takes
/// the snapshot (through ``current``); nothing is worked out until a golden is written or a
/// check fails, so a passing check costs nothing more.
package final class SnapshotProvenance: @unchecked Sendable {
  // @unchecked: the tree source and the tree are only touched while holding `lock`.
  private let lock = NSLock()
  private var treeSource: (() -> ViewTree)?
  private var describedTree: ViewTree?

  /// The provenance the assertion taking a snapshot in this task gathers.
  @TaskLocal package static var current: SnapshotProvenance?

  package init() {}

  /// Notes how to describe the view tree the snapshot shows (strategies call it as they
  /// render; the last call wins).
  package func noteTree(_ source: @escaping () -> ViewTree) {
    lock.lock()
    defer { lock.unlock() }
    treeSource = source
    describedTree = nil
  }

  /// The view tree the snapshot shows, described on first use; nil when no strategy noted one.
  var tree: ViewTree? {
    lock.lock()
    defer { lock.unlock() }
    if describedTree == nil, let treeSource { describedTree = treeSource() }
    return describedTree
  }

  /// This machine's renderer.
  var renderer: RendererIdentity { .current }
}

/// What the golden's own record adds to a mismatch: lines that lead the failure message, and
/// the changed views for the report to outline.
package struct MismatchExplanation: Sendable, Equatable {
  /// Lines printed before the pixel statistics.
  package var findings: [String] = []
  /// The views that changed, most differing pixels first.
  package var changes: [ViewTreeChange] = []
  /// Whether the golden records another renderer than this machine's.
  package var isFromAnotherRenderer = false

  package init(findings: [String] = [], changes: [ViewTreeChange] = []) {
    self.findings = findings
    self.changes = changes
  }
}
