extension Pin {
  /// Puts the top edge on `other`'s bottom edge and, with `aligned`, lines up that anchor of
  /// both views. `other` may be anywhere in the same tree: its bounds are converted into the
  /// superview's coordinates.
  ///
  /// ```swift
  /// subtitle.pin.below(of: title, aligned: .leading).marginTop(4).width(200).height(20)
  /// ```
  @discardableResult
  public func below(of other: View, aligned: XAnchor? = nil) -> Pin {
    relative("below", other, aligned) { pin, rect in
      [.top: rect.maxY].merging(aligned.map { pin.aligning($0, to: rect) } ?? [:]) { a, _ in a }
    }
  }

  /// Puts the bottom edge on `other`'s top edge and, with `aligned`, lines up that anchor of
  /// both views.
  @discardableResult
  public func above(of other: View, aligned: XAnchor? = nil) -> Pin {
    relative("above", other, aligned) { pin, rect in
      [.bottom: rect.minY].merging(aligned.map { pin.aligning($0, to: rect) } ?? [:]) { a, _ in a }
    }
  }

  /// Puts the trailing edge on `other`'s leading edge (to its left, or to its right in a
  /// right-to-left layout) and, with `aligned`, lines up that anchor of both views.
  @discardableResult
  public func before(of other: View, aligned: YAnchor? = nil) -> Pin {
    relative("before", other, aligned) { pin, rect in
      let edge: [PinSpec.Slot: CGFloat] =
        pin.isRightToLeft ? [.left: rect.maxX] : [.right: rect.minX]
      return edge.merging(aligned.map { pin.aligning($0, to: rect) } ?? [:]) { a, _ in a }
    }
  }

  /// Puts the leading edge on `other`'s trailing edge (to its right, or to its left in a
  /// right-to-left layout) and, with `aligned`, lines up that anchor of both views.
  ///
  /// ```swift
  /// name.pin.after(of: avatar, aligned: .top).marginLeading(8).trailing(16).height(20)
  /// ```
  @discardableResult
  public func after(of other: View, aligned: YAnchor? = nil) -> Pin {
    relative("after", other, aligned) { pin, rect in
      let edge: [PinSpec.Slot: CGFloat] =
        pin.isRightToLeft ? [.right: rect.minX] : [.left: rect.maxX]
      return edge.merging(aligned.map { pin.aligning($0, to: rect) } ?? [:]) { a, _ in a }
    }
  }

  private func relative<Anchor: RawRepresentable<String>>(
    _ name: String, _ other: View, _ aligned: Anchor?,
    _ values: (Pin, CGRect) -> [PinSpec.Slot: CGFloat]
  ) -> Pin {
    let call = "\(name)(of: \(LayoutText.name(of: other))\(alignedSuffix(aligned)))"
    return commit(call) { superview in
      frame(of: other, in: superview, for: call).map { values(self, $0) }
    }
  }
}
