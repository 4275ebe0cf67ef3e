extension View {
  /// The flexible parts of a view's frame along both axes (`UIView.AutoresizingMask`).
  ///
  /// When the superview's bounds size changes by Δ on an axis, Δ is shared among the flexible
  /// parts on that axis — the margin before the view, its size and the margin after it — in
  /// proportion to their sizes before the change (UIKit's documented rule: "the larger the
  /// flexible portion, relative to the other flexible portions, the more it is likely to
  /// grow"); when the flexible parts add up to zero or less, in equal shares. No flexible part
  /// keeps the margin before the view and its size, so the view stays put. Frames are not
  /// rounded, as UIKit's are not.
  ///
  /// Timing differs from UIKit: UIKit resizes the subviews inside the superview's frame setter;
  /// Swivel does it in the superview's next layout pass, before its `layoutSubviews` (a window
  /// runs one before every render, dump and tap), so the frame setter stays free of work for
  /// the many views without masked subviews. Read a subview's frame after `layoutIfNeeded()`.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The margin to the superview's left edge may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin to the superview's right edge may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin to the superview's top edge may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin to the superview's bottom edge may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// A subview with a mask arrived: the first one fixes the size the masks measure from.
  final func noteAutoresizingSubviewAdded() {
    if autoresizingSubviewCount == 0 { autoresizingBaseSize = boundsStorage.size }
    autoresizingSubviewCount += 1
  }

  /// Applies every subview's ``autoresizingMask`` for the change from the size the subviews
  /// were last made for to the current bounds size (unless ``autoresizesSubviews`` is false),
  /// then makes the current size the base. Subviews whose size changes lay out in turn, and
  /// their own masked subviews follow in their passes.
  @inline(never)
  final func applyAutoresizing() {
    let oldSize = autoresizingBaseSize, newSize = boundsStorage.size
    autoresizingBaseSize = newSize
    guard autoresizesSubviews else { return }
    for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask, frame = subview.frame
      let (x, width) = Self.resized(
        start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
        by: newSize.width - oldSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.resized(
        start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
        by: newSize.height - oldSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      if resized != frame { subview.frame = resized }
    }
  }

  /// One axis: the new start and length when `delta` is shared among the flexible parts.
  static func resized(
    start: CGFloat, length: CGFloat, end: CGFloat, by delta: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    guard delta != 0, flexible.start || flexible.length || flexible.end else {
      return (start, length)
    }
    let parts = [flexible.start ? start : 0, flexible.length ? length : 0, flexible.end ? end : 0]
    let total = parts.reduce(0, +)
    let count = CGFloat([flexible.start, flexible.length, flexible.end].filter { $0 }.count)
    func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * parts[index] / total : delta / count
    }
    return (start + share(0, flexible.start), length + share(1, flexible.length))
  }
}
