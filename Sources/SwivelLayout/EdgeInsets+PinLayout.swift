public import SwivelViews

// PinLayout's operations on insets, for chains such as
// `contentView.pin.all(pin.safeArea + 10)` and `pin.safeArea.minInsets(UIEdgeInsets(…))`.

extension EdgeInsets {
  /// Each edge at least `insets`' (PinLayout's `minInsets(_:)`): the safe area, but never
  /// less than a margin.
  ///
  /// ```swift
  /// content.pin.all().margin(pin.safeArea.minInsets(EdgeInsets(top: 10, left: 10, bottom: 0, right: 10)))
  /// ```
  public func minInsets(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, insets.top), left: Swift.max(left, insets.left),
      bottom: Swift.max(bottom, insets.bottom), right: Swift.max(right, insets.right))
  }

  /// Each horizontal edge at least `dx`, each vertical one at least `dy` (PinLayout's
  /// `minInsets(dx:dy:)`).
  public func minInsets(dx: CGFloat, dy: CGFloat) -> EdgeInsets {
    minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }
}

/// Every edge grown by `amount` (PinLayout's `UIEdgeInsets + CGFloat`):
/// `horizontally(pin.safeArea + 10)`.
public func + (insets: EdgeInsets, amount: CGFloat) -> EdgeInsets {
  EdgeInsets(
    top: insets.top + amount, left: insets.left + amount, bottom: insets.bottom + amount,
    right: insets.right + amount)
}

/// Every edge grown by `amount` points (PinLayout's `UIEdgeInsets + Int`).
public func + (insets: EdgeInsets, amount: Int) -> EdgeInsets {
  insets + CGFloat(amount)
}
