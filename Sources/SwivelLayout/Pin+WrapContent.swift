public import SwivelViews

extension Pin {
  /// Which sides `wrapContent(_:padding:)` adjusts (PinLayout's `WrapType`).
  public enum WrapType: String, Sendable, Hashable, CaseIterable {
    /// The width, moving the subviews horizontally.
    case horizontally
    /// The height, moving the subviews vertically.
    case vertically
    /// Both.
    case all
  }

  /// Sizes the view to wrap its subviews tightly, `padding` points around them, and moves the
  /// subviews so that they start `padding` points in (PinLayout's `wrapContent()`). The size
  /// counts as a width and height given by the chain; hidden subviews count too.
  ///
  /// ```swift
  /// label.pin.below(of: icon, aligned: .center).marginTop(4)
  /// card.pin.wrapContent(padding: 10).center()
  /// ```
  @discardableResult
  public func wrapContent(_ type: WrapType = .all, padding: CGFloat = 0) -> Pin {
    wrap(type, EdgeInsets(all: padding)) {
      let padding = padding == 0 ? "" : "padding: \(LayoutText.number(padding))"
      let kind = type == .all ? "" : ".\(type.rawValue)"
      return "wrapContent(\([kind, padding].filter { !$0.isEmpty }.joined(separator: ", ")))"
    }
  }

  /// Sizes the view to wrap its subviews with a padding per side.
  @discardableResult
  public func wrapContent(_ type: WrapType = .all, padding: EdgeInsets) -> Pin {
    wrap(type, padding) {
      let kind = type == .all ? "" : ".\(type.rawValue), "
      return "wrapContent(\(kind)padding: \(LayoutText.insets(padding)))"
    }
  }

  private func wrap(_ type: WrapType, _ padding: EdgeInsets, _ call: @escaping CallText) -> Pin {
    let frames = view.subviews.map(LayoutGeometry.untransformedFrame(of:))
    guard let first = frames.first else {
      let text = call()
      warn(.notApplied, call: text, "\(text) on \(viewName): the view has no subviews; ignored")
      return self
    }
    let union = frames.dropFirst().reduce(first) { $0.union($1) }
    let horizontal = type != .vertically
    let vertical = type != .horizontally
    var values: PinSpec.Values = [:]
    if horizontal { values[.width] = union.width + padding.left + padding.right }
    if vertical { values[.height] = union.height + padding.top + padding.bottom }
    let shift = CGPoint(
      x: horizontal ? padding.left - union.minX + view.bounds.minX : 0,
      y: vertical ? padding.top - union.minY + view.bounds.minY : 0)
    return commit(call()) {
      for subview in self.view.subviews {
        subview.center = CGPoint(x: subview.center.x + shift.x, y: subview.center.y + shift.y)
      }
    } _: { _ in
      values
    }
  }
}
