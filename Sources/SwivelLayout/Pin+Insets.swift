public import SwivelViews

extension Pin {
  /// Puts the top edge `insets.top` below the superview's top (PinLayout's
  /// `top(_: UIEdgeInsets)`, for `top(pin.safeArea)`).
  @discardableResult
  public func top(_ insets: EdgeInsets) -> Pin {
    commit("top(\(LayoutText.insets(insets)))") { [.top: $0.bounds.minY + insets.top] }
  }

  /// Puts the bottom edge `insets.bottom` above the superview's bottom.
  @discardableResult
  public func bottom(_ insets: EdgeInsets) -> Pin {
    commit("bottom(\(LayoutText.insets(insets)))") { [.bottom: $0.bounds.maxY - insets.bottom] }
  }

  /// Puts the left edge `insets.left` right of the superview's left.
  @discardableResult
  public func left(_ insets: EdgeInsets) -> Pin {
    commit("left(\(LayoutText.insets(insets)))") { [.left: $0.bounds.minX + insets.left] }
  }

  /// Puts the right edge `insets.right` left of the superview's right.
  @discardableResult
  public func right(_ insets: EdgeInsets) -> Pin {
    commit("right(\(LayoutText.insets(insets)))") { [.right: $0.bounds.maxX - insets.right] }
  }

  /// Puts the start edge in by the inset on that side: `insets.left` on the left, or
  /// `insets.right` on the right in a right-to-left layout.
  @discardableResult
  public func start(_ insets: EdgeInsets) -> Pin {
    commit("start(\(LayoutText.insets(insets)))") { superview in
      self.isRightToLeft
        ? [.right: superview.bounds.maxX - insets.right]
        : [.left: superview.bounds.minX + insets.left]
    }
  }

  /// Puts the end edge in by the inset on that side: `insets.right` on the right, or
  /// `insets.left` on the left in a right-to-left layout.
  @discardableResult
  public func end(_ insets: EdgeInsets) -> Pin {
    commit("end(\(LayoutText.insets(insets)))") { superview in
      self.isRightToLeft
        ? [.left: superview.bounds.minX + insets.left]
        : [.right: superview.bounds.maxX - insets.right]
    }
  }

  /// Pins the left and right edges by `insets.left` and `insets.right`.
  @discardableResult
  public func horizontally(_ insets: EdgeInsets) -> Pin {
    commit("horizontally(\(LayoutText.insets(insets)))") {
      [.left: $0.bounds.minX + insets.left, .right: $0.bounds.maxX - insets.right]
    }
  }

  /// Pins the top and bottom edges by `insets.top` and `insets.bottom`.
  @discardableResult
  public func vertically(_ insets: EdgeInsets) -> Pin {
    commit("vertically(\(LayoutText.insets(insets)))") {
      [.top: $0.bounds.minY + insets.top, .bottom: $0.bounds.maxY - insets.bottom]
    }
  }

  /// PinLayout's name for ``leading(_:from:)``.
  @discardableResult
  public func start(_ inset: CGFloat = 0) -> Pin { leadingEdge("start", inset, .bounds) }

  /// PinLayout's name for ``trailing(_:from:)``.
  @discardableResult
  public func end(_ inset: CGFloat = 0) -> Pin { trailingEdge("end", inset, .bounds) }
}

extension Pin {
  /// The view's safe-area insets (`View.safeAreaInsets`; PinLayout's `pin.safeArea`), to
  /// pass to the inset calls.
  ///
  /// ```swift
  /// content.pin.all(pin.safeArea)   // inside a view's layoutSubviews()
  /// ```
  public var safeArea: EdgeInsets { view.safeAreaInsets }

  /// How far the view's layout margins lie inside its bounds (PinLayout's
  /// `pin.layoutMargins`): the view's `View.layoutMargins`, the rectangle of
  /// ``Guide/margins``.
  public var layoutMargins: EdgeInsets {
    Self.insets(of: view.layoutMarginsFrame, in: view.bounds)
  }

  /// How far the view's readable content area lies inside its bounds (PinLayout's
  /// `pin.readableMargins`, UIKit's `readableContentGuide`): the layout margins, narrowed
  /// equally on both sides to at most ``readableWidth`` points.
  public var readableMargins: EdgeInsets {
    Self.insets(of: view.readableContentFrame, in: view.bounds)
  }

  /// The area the keyboard takes, in the view's bounds coordinates (PinLayout's
  /// `pin.keyboardArea`, iOS 15 and later: the frame of UIKit's `keyboardLayoutGuide`). A
  /// rectangle, as in PinLayout, so `view.pin.keyboardArea.height` and
  /// `.bottom(view.pin.keyboardArea.height)` read as on iOS. Swivel shows no keyboard, so it is
  /// the guide's frame while the keyboard is off screen: the strip below the safe area, as wide
  /// as the view and as tall as its bottom safe-area inset (zero height outside a hosted window).
  ///
  /// ```swift
  /// input.pin.horizontally().height(44).bottom(view.pin.keyboardArea.height)
  /// ```
  public var keyboardArea: CGRect {
    let bounds = view.bounds
    let height = max(0, min(view.safeAreaInsets.bottom, bounds.height))
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The widest readable column, in points: UIKit's `readableContentGuide` width for the
  /// default (large) text size (`ReadableContentWidth.large`).
  public static let readableWidth: CGFloat = ReadableContentWidth.large

  private static func insets(of rect: CGRect, in bounds: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: rect.minY - bounds.minY, left: rect.minX - bounds.minX,
      bottom: bounds.maxY - rect.maxY, right: bounds.maxX - rect.maxX)
  }
}
