public import SwivelViews

extension Pin {
  /// Sets the width in points.
  @inlinable @inline(__always) @discardableResult
  public func width(_ width: CGFloat) -> Pin {
    add(.init(.width, width))
  }

  /// Sets the width to `percent` % of the superview's bounds width.
  ///
  /// ```swift
  /// sidebar.pin.vertically().left().width(percent: 30)
  /// ```
  @discardableResult
  public func width(percent: CGFloat) -> Pin {
    commit("width(percent: \(LayoutText.number(percent)))") { superview in
      [.width: superview.bounds.width * percent / 100]
    }
  }

  /// Sets the height in points.
  @inlinable @inline(__always) @discardableResult
  public func height(_ height: CGFloat) -> Pin {
    add(.init(.height, height))
  }

  /// Sets the height to `percent` % of the superview's bounds height.
  @discardableResult
  public func height(percent: CGFloat) -> Pin {
    commit("height(percent: \(LayoutText.number(percent)))") { superview in
      [.height: superview.bounds.height * percent / 100]
    }
  }

  /// Sets the width and the height.
  @inlinable @inline(__always) @discardableResult
  public func size(_ size: CGSize) -> Pin {
    add(.init(.size, size.width, size.height))
  }

  /// Ties the width to the height: `ratio` is width ÷ height (1 for a square, `16.0 / 9` for
  /// 16:9). Whichever side the other calls fix gives the other one; when neither is fixed the
  /// ratio is not applied and a `LayoutWarning` of kind `.notApplied` says so, as in PinLayout.
  /// Minimum and maximum sizes win over the ratio.
  ///
  /// ```swift
  /// video.pin.top().horizontally().aspectRatio(16.0 / 9)   // height = width × 9 / 16
  /// ```
  @discardableResult
  public func aspectRatio(_ ratio: CGFloat) -> Pin {
    commitRatio(ratio, call: "aspectRatio(\(LayoutText.number(ratio)))")
  }

  /// Records an aspect ratio unless it is not positive.
  func commitRatio(_ ratio: CGFloat, call: @autoclosure @escaping CallText) -> Pin {
    commit(call(), sizeOnly: true) { _ in
      if ratio.isFinite && ratio <= 0 {
        let text = call()
        warn(
          .invalidValue, call: text, "\(text) on \(viewName): the ratio must be positive; ignored")
        return nil
      }
      return [.aspectRatio: ratio]
    }
  }

  /// Keeps the width at least `width` points, whatever the other calls give.
  @discardableResult
  public func minWidth(_ width: CGFloat) -> Pin {
    commit("minWidth(\(LayoutText.number(width)))", sizeOnly: true) { _ in [.minWidth: width] }
  }

  /// Keeps the width at most `width` points, whatever the other calls give.
  @discardableResult
  public func maxWidth(_ width: CGFloat) -> Pin {
    commit("maxWidth(\(LayoutText.number(width)))", sizeOnly: true) { _ in [.maxWidth: width] }
  }

  /// Keeps the height at least `height` points, whatever the other calls give.
  @discardableResult
  public func minHeight(_ height: CGFloat) -> Pin {
    commit("minHeight(\(LayoutText.number(height)))", sizeOnly: true) { _ in [.minHeight: height] }
  }

  /// Keeps the height at most `height` points, whatever the other calls give.
  @discardableResult
  public func maxHeight(_ height: CGFloat) -> Pin {
    commit("maxHeight(\(LayoutText.number(height)))", sizeOnly: true) { _ in [.maxHeight: height] }
  }
}
