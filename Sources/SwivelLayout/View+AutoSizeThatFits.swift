public import SwivelViews

extension View {
  /// The size that holds the subviews as `layoutClosure` lays them out with `pin` chains when
  /// the view is `size` (PinLayout's `autoSizeThatFits(_:layoutClosure:)`), for a view whose
  /// `sizeThatFits(_:)` is its own layout:
  ///
  /// ```swift
  /// override func layoutSubviews() {
  ///   super.layoutSubviews()
  ///   layout()
  /// }
  /// override func sizeThatFits(_ size: CGSize) -> CGSize {
  ///   autoSizeThatFits(size) { layout() }
  /// }
  /// private func layout() {
  ///   title.pin.top().horizontally().margin(12).sizeToFit(.width)
  ///   choices.pin.below(of: title).right().margin(12)
  /// }
  /// ```
  ///
  /// The answer is the size of the union of `(0, 0)` and the rectangles the chains gave the
  /// direct subviews, each grown by its margins. The layout runs for real on the view resized
  /// to `size`, then the view and its subviews get their frames back, so measuring changes no
  /// frame. Subviews no chain lays out do not count.
  public func autoSizeThatFits(_ size: CGSize, layoutClosure: () -> Void) -> CGSize {
    let savedBounds = bounds
    let savedFrames = subviews.map { ($0, $0.center, $0.bounds.size) }
    let measurement = AutoSizing()
    bounds.size = size
    AutoSizing.measuring(measurement, layoutClosure)
    let union = subviews.compactMap(measurement.rect(of:)).reduce(CGRect.zero) { $0.union($1) }
    bounds = savedBounds
    for (subview, center, size) in savedFrames {
      if subview.bounds.size != size { subview.bounds.size = size }
      subview.center = center
    }
    return union.size
  }
}
