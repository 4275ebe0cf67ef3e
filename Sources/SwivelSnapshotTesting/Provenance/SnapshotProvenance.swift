/// What a golden records beside its pixels: the renderer of this machine. Nothing is worked
/// out until a golden is written or a check fails, so a passing check costs nothing more.
package final class SnapshotProvenance: @unchecked Sendable {
  package init() {}

  /// This machine's renderer.
  var renderer: RendererIdentity { .current }
}

/// What the golden's own record adds to a mismatch: lines that lead the failure message.
package struct MismatchExplanation: Sendable, Equatable {
  /// Lines printed before the pixel statistics.
  package var findings: [String] = []

  package init(findings: [String] = []) {
    self.findings = findings
  }
}
