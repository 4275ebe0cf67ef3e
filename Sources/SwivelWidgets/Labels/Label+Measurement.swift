extension Label {
  /// The width the label's whole text needs on one line, in the label's own styles (attributed
  /// text included) at the size ``adjustsFontSizeToFitWidth`` shrank it to; 0 without text.
  /// The layout audit compares it with the bounds to find cut text.
  package var singleLineTextWidth: CGFloat {
    guard let content else { return 0 }
    let scale = fittedLayout?.scale ?? 1
    return content.layout(maxWidth: .infinity, maxLines: 1, scale: scale).size.width
  }

  /// Each paragraph's alignment as drawn (one entry, the label's ``textAlignment``, for plain
  /// text).
  package var paragraphAlignments: [TextAlignment] {
    content?.alignments ?? [textAlignment]
  }
}
