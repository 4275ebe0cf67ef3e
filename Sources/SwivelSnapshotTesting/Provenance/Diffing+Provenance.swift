extension Diffing where Format == Bitmap {
  /// This image diffing, storing with each golden what rendered it (a ``PNGAnnotation``) and
  /// leading a mismatch with the renderer when the golden's differs from this machine's.
  /// A golden without that record (written by another tool, or before Swivel kept one) adds
  /// nothing.
  func recordingProvenance() -> Diffing {
    var diffing = self
    diffing.provenanceData = { bitmap, provenance in
      PNGEncoder().encode(bitmap, annotations: [PNGAnnotation(.renderer, provenance.renderer.text)])
    }
    diffing.explainMismatch = { context in
      let annotations = PNGDecoder.annotations(in: context.goldenBytes)
      var explanation = MismatchExplanation()
      if let stored = annotations.first(where: { $0.kind == .renderer }) {
        var pixels: (count: Int, largestDeltaE: Double)?
        if case .pixelsDiffer(let difference) = context.mismatch.kind {
          pixels = (difference.count, PixelDifference.largestDeltaE(context.actual, context.expected))
        }
        explanation.findings += context.provenance.renderer.finding(
          recorded: RendererIdentity(text: stored.text), pixels: pixels, golden: context.goldenPath) ?? []
      }
      return explanation
    }
    return diffing
  }
}
