import SwivelViews

extension Pin {
  /// Puts the top edge `percent` of the superview's height below its top (`top(25%)`).
  @discardableResult
  public func top(_ percent: Percent) -> Pin {
    commit("top(\(percent))") { [.top: $0.bounds.minY + percent.of($0.bounds.height)] }
  }

  /// Puts the bottom edge `percent` of the superview's height above its bottom.
  @discardableResult
  public func bottom(_ percent: Percent) -> Pin {
    commit("bottom(\(percent))") { [.bottom: $0.bounds.maxY - percent.of($0.bounds.height)] }
  }

  /// Puts the left edge `percent` of the superview's width right of its left.
  @discardableResult
  public func left(_ percent: Percent) -> Pin {
    commit("left(\(percent))") { [.left: $0.bounds.minX + percent.of($0.bounds.width)] }
  }

  /// Puts the right edge `percent` of the superview's width left of its right.
  @discardableResult
  public func right(_ percent: Percent) -> Pin {
    commit("right(\(percent))") { [.right: $0.bounds.maxX - percent.of($0.bounds.width)] }
  }

  /// Puts the start (leading) edge `percent` of the superview's width in from its start.
  @discardableResult
  public func start(_ percent: Percent) -> Pin {
    commit("start(\(percent))") { superview in
      let inset = percent.of(superview.bounds.width)
      return self.isRightToLeft
        ? [.right: superview.bounds.maxX - inset] : [.left: superview.bounds.minX + inset]
    }
  }

  /// Puts the end (trailing) edge `percent` of the superview's width in from its end.
  @discardableResult
  public func end(_ percent: Percent) -> Pin {
    commit("end(\(percent))") { superview in
      let inset = percent.of(superview.bounds.width)
      return self.isRightToLeft
        ? [.left: superview.bounds.minX + inset] : [.right: superview.bounds.maxX - inset]
    }
  }

  /// Centres the view horizontally, moved right by `percent` of the superview's width.
  @discardableResult
  public func hCenter(_ percent: Percent) -> Pin {
    commit("hCenter(\(percent))") { [.centerX: $0.bounds.midX + percent.of($0.bounds.width)] }
  }

  /// Centres the view vertically, moved down by `percent` of the superview's height.
  @discardableResult
  public func vCenter(_ percent: Percent) -> Pin {
    commit("vCenter(\(percent))") { [.centerY: $0.bounds.midY + percent.of($0.bounds.height)] }
  }

  /// Pins the left and right edges `percent` of the superview's width inside it.
  @discardableResult
  public func horizontally(_ percent: Percent) -> Pin {
    commit("horizontally(\(percent))") { superview in
      let inset = percent.of(superview.bounds.width)
      return [.left: superview.bounds.minX + inset, .right: superview.bounds.maxX - inset]
    }
  }

  /// Pins the top and bottom edges `percent` of the superview's height inside it.
  @discardableResult
  public func vertically(_ percent: Percent) -> Pin {
    commit("vertically(\(percent))") { superview in
      let inset = percent.of(superview.bounds.height)
      return [.top: superview.bounds.minY + inset, .bottom: superview.bounds.maxY - inset]
    }
  }

  /// Sets the width to `percent` of the superview's width (`width(50%)`).
  @discardableResult
  public func width(_ percent: Percent) -> Pin {
    commit("width(\(percent))") { [.width: percent.of($0.bounds.width)] }
  }

  /// Sets the height to `percent` of the superview's height.
  @discardableResult
  public func height(_ percent: Percent) -> Pin {
    commit("height(\(percent))") { [.height: percent.of($0.bounds.height)] }
  }

  /// Sets the width and height to `percent` of the superview's width and height.
  @discardableResult
  public func size(_ percent: Percent) -> Pin {
    commit("size(\(percent))") {
      [.width: percent.of($0.bounds.width), .height: percent.of($0.bounds.height)]
    }
  }

  /// Keeps the width at least `percent` of the superview's width.
  @discardableResult
  public func minWidth(_ percent: Percent) -> Pin {
    commit("minWidth(\(percent))") { [.minWidth: percent.of($0.bounds.width)] }
  }

  /// Keeps the width at most `percent` of the superview's width.
  @discardableResult
  public func maxWidth(_ percent: Percent) -> Pin {
    commit("maxWidth(\(percent))") { [.maxWidth: percent.of($0.bounds.width)] }
  }

  /// Keeps the height at least `percent` of the superview's height.
  @discardableResult
  public func minHeight(_ percent: Percent) -> Pin {
    commit("minHeight(\(percent))") { [.minHeight: percent.of($0.bounds.height)] }
  }

  /// Keeps the height at most `percent` of the superview's height.
  @discardableResult
  public func maxHeight(_ percent: Percent) -> Pin {
    commit("maxHeight(\(percent))") { [.maxHeight: percent.of($0.bounds.height)] }
  }
}
