import SwivelGeometry

extension CGFloat {
  /// Whether `self` is within `tolerance` of `other`. Used only where the expected value
  /// itself is inexact in binary floating point (√3/2, thirds, 8.3, …).
  func isApproximately(_ other: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
    (self - other).magnitude <= tolerance
  }
}

extension Array where Element == CGFloat {
  /// Element-wise `isApproximately(_:tolerance:)`; arrays of different lengths never match.
  func isApproximately(_ other: [CGFloat], tolerance: CGFloat = 1e-12) -> Bool {
    count == other.count
      && zip(self, other).allSatisfy { $0.isApproximately($1, tolerance: tolerance) }
  }
}
