import SwivelViews

extension Pin {
  /// Places the view between its left and right edges when it is narrower than the room
  /// between them (a width, maximum width or size to fit together with both edges):
  /// `.left` (the default), `.center`, `.right`, `.start`/`.leading`, `.end`/`.trailing`
  /// (PinLayout's `justify(_:)`).
  ///
  /// ```swift
  /// card.pin.top(20).horizontally(20).maxWidth(400).justify(.center)
  /// ```
  ///
  /// Without both edges there is nothing to justify in: a ``LayoutWarning/Kind/notApplied``
  /// warning is reported when the chain ends.
  @discardableResult
  public func justify(_ anchor: XAnchor) -> Pin {
    justification = anchor
    return self
  }

  /// Places the view between its top and bottom edges when it is shorter than the room
  /// between them: `.top` (the default), `.center` or `.bottom` (PinLayout's `align(_:)`).
  ///
  /// ```swift
  /// badge.pin.below(of: header).above(of: footer).height(40).align(.center)
  /// ```
  @discardableResult
  public func align(_ anchor: YAnchor) -> Pin {
    alignment = anchor
    return self
  }

  /// Turns a width (or height) given with one position into two edges before the margins
  /// apply, so that margins shrink the view instead of moving it (PinLayout's `pinEdges()`).
  ///
  /// ```swift
  /// bar.pin.left().width(100%).pinEdges().marginHorizontal(20)   // 20 pt in on both sides
  /// ```
  @discardableResult
  public func pinEdges() -> Pin {
    pinsEdges = true
    return self
  }

  /// Whether the axis has two edges to place the view between, given or made by
  /// ``pinEdges()``.
  private func hasRoom(_ axis: LayoutAxis) -> Bool {
    if spec.hasBothEdges(axis) { return true }
    let positions = PinSpec.positions(axis).contains { spec.items[$0] != nil }
    return pinsEdges && positions && spec.items[PinSpec.length(axis)] != nil
  }

  /// Reports a justification or alignment that had no pair of edges to work between; called
  /// when the chain ends.
  func warnUnappliedPlacement() {
    if pinsEdges, spec.hasBothEdges(.horizontal), spec.hasBothEdges(.vertical) {
      warn(
        .notApplied, call: "pinEdges()",
        "pinEdges() on \(viewName): the top, left, bottom and right edges are already set; "
          + "not applied")
    }
    if let justification, !hasRoom(.horizontal) {
      let call = "justify(.\(justification.rawValue))"
      warn(
        .notApplied, call: call,
        "\(call) on \(viewName): needs both a left and a right edge to place the view "
          + "between; not applied")
    }
    if let alignment, !hasRoom(.vertical) {
      let call = "align(.\(alignment.rawValue))"
      warn(
        .notApplied, call: call,
        "\(call) on \(viewName): needs both a top and a bottom edge to place the view "
          + "between; not applied")
    }
  }
}
