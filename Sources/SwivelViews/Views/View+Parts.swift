extension View {
  /// Adds `part`, a view Swivel draws one of its controls or bars with, as the front-most
  /// subview, marking it ``isSwivelPart``.
  package func addPart(_ part: View) {
    part.isSwivelPart = true
    addSubview(part)
  }

  /// Inserts `part`, a view Swivel draws one of its controls or bars with, just in front of
  /// `sibling`, marking it ``isSwivelPart``.
  package func insertPart(_ part: View, aboveSubview sibling: View) {
    part.isSwivelPart = true
    insertSubview(part, aboveSubview: sibling)
  }

  /// Inserts `part` just behind `sibling`, marking it ``isSwivelPart``.
  package func insertPart(_ part: View, belowSubview sibling: View) {
    part.isSwivelPart = true
    insertSubview(part, belowSubview: sibling)
  }
}
