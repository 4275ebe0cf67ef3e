import SwivelGeometry

extension CGRect {
  /// The four stored fields `[x, y, width, height]`, for exact comparisons.
  ///
  /// `CGRect ==` compares *standardized* rects and treats every null rect as equal, so it
  /// cannot tell `(0, 0, 10, 10)` from `(10, 10, -10, -10)`; tests compare `fields` instead
  /// whenever the sign of the stored size matters.
  var fields: [CGFloat] { [origin.x, origin.y, size.width, size.height] }
}
