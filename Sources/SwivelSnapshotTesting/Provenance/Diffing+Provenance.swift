extension Diffing where Format == Bitmap {
  /// This image diffing, storing with each golden what rendered it and, when the strategy
  /// rendered views, the view tree (``PNGAnnotation``s); a mismatch then leads with the
  /// renderer when the golden's differs from this machine's, and with what changed in the
  /// tree. A golden without these records (written by another tool, or before Swivel kept
  /// them) adds nothing; one whose tree record lies beyond ``ViewTree/Limits`` adds a line
  /// saying it was ignored.
  func recordingProvenance() -> Diffing {
    var diffing = self
    diffing.provenanceData = { bitmap, provenance in
      var annotations = [PNGAnnotation(.renderer, provenance.renderer.text)]
      if let tree = provenance.tree { annotations.append(PNGAnnotation(.viewTree, tree.text)) }
      return PNGEncoder().encode(bitmap, annotations: annotations)
    }
    diffing.explainMismatch = { context in
      let annotations = PNGDecoder.annotations(in: context.goldenBytes)
      var explanation = MismatchExplanation()
      if let stored = annotations.first(where: { $0.kind == .renderer }) {
        var pixels: (count: Int, largestDeltaE: Double)?
        if case .pixelsDiffer(let difference) = context.mismatch.kind {
          pixels = (
            difference.count, PixelDifference.largestDeltaE(context.actual, context.expected)
          )
        }
        if let finding = context.provenance.renderer.finding(
          recorded: RendererIdentity(text: stored.text), pixels: pixels, golden: context.goldenPath)
        {
          explanation.findings += finding
          explanation.isFromAnotherRenderer = true
        }
      }
      if let stored = annotations.first(where: { $0.kind == .viewTree }),
        let actual = context.provenance.tree
      {
        switch ViewTree.read(stored.text) {
        case .tree(let golden):
          let finding = ViewTree.finding(
            golden: golden, actual: actual, images: (context.actual, context.expected))
          explanation.findings += finding.lines
          explanation.changes = finding.changes
        case .beyondLimits(let reason):
          explanation.findings.append(
            "The golden's view tree record was ignored: \(reason), more than a golden Swivel records holds "
              + "(was the file edited?). Re-recording the golden replaces it.")
        case .notATree:
          break
        }
      }
      return explanation
    }
    return diffing
  }
}
