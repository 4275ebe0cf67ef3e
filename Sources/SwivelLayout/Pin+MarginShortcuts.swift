public import SwivelViews

extension Pin {
  /// Sets the left and right margins (PinLayout's `marginHorizontal(_:)`).
  @discardableResult
  public func marginHorizontal(_ value: CGFloat) -> Pin {
    commit("marginHorizontal(\(LayoutText.number(value)))") { _ in
      [.marginLeft: value, .marginRight: value]
    }
  }

  /// Sets the top and bottom margins (PinLayout's `marginVertical(_:)`).
  @discardableResult
  public func marginVertical(_ value: CGFloat) -> Pin {
    commit("marginVertical(\(LayoutText.number(value)))") { _ in
      [.marginTop: value, .marginBottom: value]
    }
  }

  /// PinLayout's name for ``marginLeading(_:)``.
  @discardableResult
  public func marginStart(_ value: CGFloat) -> Pin {
    commit("marginStart(\(LayoutText.number(value)))") { _ in
      [self.isRightToLeft ? .marginRight : .marginLeft: value]
    }
  }

  /// PinLayout's name for ``marginTrailing(_:)``.
  @discardableResult
  public func marginEnd(_ value: CGFloat) -> Pin {
    commit("marginEnd(\(LayoutText.number(value)))") { _ in
      [self.isRightToLeft ? .marginLeft : .marginRight: value]
    }
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to
  /// `horizontal`.
  @discardableResult
  public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> Pin {
    margins(
      top: vertical, left: horizontal, bottom: vertical, right: horizontal,
      call: "margin(\(LayoutText.number(vertical)), \(LayoutText.number(horizontal)))")
  }

  /// Sets the top margin, the left and right ones, and the bottom one.
  @discardableResult
  public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> Pin {
    margins(
      top: top, left: horizontal, bottom: bottom, right: horizontal,
      call: "margin(\([top, horizontal, bottom].map(LayoutText.number).joined(separator: ", ")))")
  }

  /// Sets the four margins, in `EdgeInsets` order: top, left, bottom, right.
  @discardableResult
  public func margin(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> Pin {
    margins(
      top: top, left: left, bottom: bottom, right: right,
      call: "margin(\([top, left, bottom, right].map(LayoutText.number).joined(separator: ", ")))")
  }

  /// Sets the four margins from directional insets: leading is the left margin, or the right
  /// one in a right-to-left layout (UIKit's `directionalLayoutMargins`).
  @discardableResult
  public func margin(_ insets: DirectionalEdgeInsets) -> Pin {
    commit("margin(\(insets))") { _ in
      let edges = insets.edgeInsets(rightToLeft: self.isRightToLeft)
      return [
        .marginTop: edges.top, .marginLeft: edges.left,
        .marginBottom: edges.bottom, .marginRight: edges.right,
      ]
    }
  }

  private func margins(
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat,
    call: @autoclosure @escaping CallText
  ) -> Pin {
    commit(call()) { _ in
      [.marginTop: top, .marginLeft: left, .marginBottom: bottom, .marginRight: right]
    }
  }
}

extension Pin {
  /// Sets the top margin to `percent` of the superview's height.
  @discardableResult
  public func marginTop(_ percent: Percent) -> Pin {
    commit("marginTop(\(percent))") { [.marginTop: percent.of($0.bounds.height)] }
  }

  /// Sets the bottom margin to `percent` of the superview's height.
  @discardableResult
  public func marginBottom(_ percent: Percent) -> Pin {
    commit("marginBottom(\(percent))") { [.marginBottom: percent.of($0.bounds.height)] }
  }

  /// Sets the left margin to `percent` of the superview's width.
  @discardableResult
  public func marginLeft(_ percent: Percent) -> Pin {
    commit("marginLeft(\(percent))") { [.marginLeft: percent.of($0.bounds.width)] }
  }

  /// Sets the right margin to `percent` of the superview's width.
  @discardableResult
  public func marginRight(_ percent: Percent) -> Pin {
    commit("marginRight(\(percent))") { [.marginRight: percent.of($0.bounds.width)] }
  }

  /// Sets the start (leading) margin to `percent` of the superview's width.
  @discardableResult
  public func marginStart(_ percent: Percent) -> Pin {
    commit("marginStart(\(percent))") {
      [self.isRightToLeft ? .marginRight : .marginLeft: percent.of($0.bounds.width)]
    }
  }

  /// Sets the end (trailing) margin to `percent` of the superview's width.
  @discardableResult
  public func marginEnd(_ percent: Percent) -> Pin {
    commit("marginEnd(\(percent))") {
      [self.isRightToLeft ? .marginLeft : .marginRight: percent.of($0.bounds.width)]
    }
  }

  /// Sets the left and right margins to `percent` of the superview's width.
  @discardableResult
  public func marginHorizontal(_ percent: Percent) -> Pin {
    commit("marginHorizontal(\(percent))") {
      let value = percent.of($0.bounds.width)
      return [.marginLeft: value, .marginRight: value]
    }
  }

  /// Sets the top and bottom margins to `percent` of the superview's height.
  @discardableResult
  public func marginVertical(_ percent: Percent) -> Pin {
    commit("marginVertical(\(percent))") {
      let value = percent.of($0.bounds.height)
      return [.marginTop: value, .marginBottom: value]
    }
  }

  /// Sets every margin to `percent` of the superview's height (top, bottom) or width (left,
  /// right).
  @discardableResult
  public func margin(_ percent: Percent) -> Pin {
    margin(percent, percent, percent, percent, call: "margin(\(percent))")
  }

  /// Sets the vertical and horizontal margins as percentages of the superview.
  @discardableResult
  public func margin(_ vertical: Percent, _ horizontal: Percent) -> Pin {
    margin(vertical, horizontal, vertical, horizontal, call: "margin(\(vertical), \(horizontal))")
  }

  /// Sets the top, horizontal and bottom margins as percentages of the superview.
  @discardableResult
  public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> Pin {
    margin(top, horizontal, bottom, horizontal, call: "margin(\(top), \(horizontal), \(bottom))")
  }

  /// Sets the four margins (top, left, bottom, right) as percentages of the superview.
  @discardableResult
  public func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent
  ) -> Pin {
    margin(top, left, bottom, right, call: "margin(\(top), \(left), \(bottom), \(right))")
  }

  private func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent,
    call: @autoclosure @escaping CallText
  ) -> Pin {
    commit(call()) { superview in
      let (width, height) = (superview.bounds.width, superview.bounds.height)
      return [
        .marginTop: top.of(height), .marginLeft: left.of(width),
        .marginBottom: bottom.of(height), .marginRight: right.of(width),
      ]
    }
  }
}
