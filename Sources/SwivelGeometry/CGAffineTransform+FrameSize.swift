extension CGAffineTransform {
  /// The size that this transform turns into a box of `size` (a frame's size back to its
  /// bounds' size), for a transform that keeps axes axis-aligned (scales, flips, quarter turns)
  /// and is invertible; nil for any other. Computed by dividing each side by its scale, so a
  /// frame of 150 under a scale of 1.5 gives exactly 100.
  package func untransformedSize(ofBoxSize size: CGSize) -> CGSize? {
    if b == 0 && c == 0 && a != 0 && d != 0 {
      return CGSize(width: abs(size.width / a), height: abs(size.height / d))
    }
    if a == 0 && d == 0 && b != 0 && c != 0 {
      // A quarter turn: the box's width comes from the bounds' height, and its height from
      // the bounds' width.
      return CGSize(width: abs(size.height / b), height: abs(size.width / c))
    }
    return nil
  }
}
