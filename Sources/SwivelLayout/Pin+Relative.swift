public import SwivelViews

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
    below(of: [other], aligned: aligned, single: true)
  }

  /// Puts the top edge below the lowest of `others` (PinLayout's `below(of: [views])`); with
  /// `aligned`, `.left` lines up with the leftmost left edge, `.right` with the rightmost right
  /// edge and `.center` with the average centre.
  ///
  /// ```swift
  /// separator.pin.below(of: [logo, text], aligned: .left).right(16).height(1).marginTop(10)
  /// ```
  @discardableResult
  public func below(of others: [View], aligned: XAnchor? = nil) -> Pin {
    below(of: others, aligned: aligned, single: false)
  }

  /// Puts the bottom edge on `other`'s top edge and, with `aligned`, lines up that anchor of
  /// both views.
  @discardableResult
  public func above(of other: View, aligned: XAnchor? = nil) -> Pin {
    above(of: [other], aligned: aligned, single: true)
  }

  /// Puts the bottom edge above the highest of `others`, aligned as in ``below(of:aligned:)-([View],_)``.
  @discardableResult
  public func above(of others: [View], aligned: XAnchor? = nil) -> Pin {
    above(of: others, aligned: aligned, single: false)
  }

  /// Puts the trailing edge on `other`'s leading edge (to its left, or to its right in a
  /// right-to-left layout) and, with `aligned`, lines up that anchor of both views.
  @discardableResult
  public func before(of other: View, aligned: YAnchor? = nil) -> Pin {
    horizontal("before", [other], aligned, single: true, leading: true)
  }

  /// Puts the trailing edge before all of `others`; with `aligned`, `.top` lines up with the
  /// highest top edge, `.bottom` with the lowest bottom edge and `.center` with the average
  /// centre.
  @discardableResult
  public func before(of others: [View], aligned: YAnchor? = nil) -> Pin {
    horizontal("before", others, aligned, single: false, leading: true)
  }

  /// Puts the leading edge on `other`'s trailing edge (to its right, or to its left in a
  /// right-to-left layout) and, with `aligned`, lines up that anchor of both views.
  ///
  /// ```swift
  /// name.pin.after(of: avatar, aligned: .top).marginLeading(8).trailing(16).height(20)
  /// ```
  @discardableResult
  public func after(of other: View, aligned: YAnchor? = nil) -> Pin {
    horizontal("after", [other], aligned, single: true, leading: false)
  }

  /// Puts the leading edge after all of `others`, aligned as in ``before(of:aligned:)-([View],_)``.
  @discardableResult
  public func after(of others: [View], aligned: YAnchor? = nil) -> Pin {
    horizontal("after", others, aligned, single: false, leading: false)
  }

  /// Puts the right edge on `other`'s left edge whatever the layout direction (PinLayout's
  /// `left(of:)`), with `aligned` as in ``before(of:aligned:)-(View,_)``.
  @discardableResult
  public func left(of other: View, aligned: YAnchor? = nil) -> Pin {
    horizontal("left", [other], aligned, single: true, leading: nil)
  }

  /// Puts the right edge left of all of `others` whatever the layout direction.
  @discardableResult
  public func left(of others: [View], aligned: YAnchor? = nil) -> Pin {
    horizontal("left", others, aligned, single: false, leading: nil)
  }

  /// Puts the left edge on `other`'s right edge whatever the layout direction (PinLayout's
  /// `right(of:)`).
  @discardableResult
  public func right(of other: View, aligned: YAnchor? = nil) -> Pin {
    horizontal("right", [other], aligned, single: true, leading: nil, toTheRight: true)
  }

  /// Puts the left edge right of all of `others` whatever the layout direction.
  @discardableResult
  public func right(of others: [View], aligned: YAnchor? = nil) -> Pin {
    horizontal("right", others, aligned, single: false, leading: nil, toTheRight: true)
  }

  // MARK: Shared

  private func below(of others: [View], aligned: XAnchor?, single: Bool) -> Pin {
    relative("below", others, aligned, single) { pin, rects in
      var values: PinSpec.Values = [.top: rects.map(\.maxY).max() ?? 0]
      if let aligned { values.merge(pin.aligning(aligned, toAll: rects)) { a, _ in a } }
      return values
    }
  }

  private func above(of others: [View], aligned: XAnchor?, single: Bool) -> Pin {
    relative("above", others, aligned, single) { pin, rects in
      var values: PinSpec.Values = [.bottom: rects.map(\.minY).min() ?? 0]
      if let aligned { values.merge(pin.aligning(aligned, toAll: rects)) { a, _ in a } }
      return values
    }
  }

  /// `leading`: true for before, false for after, nil for the direction-blind left/right.
  private func horizontal(
    _ name: String, _ others: [View], _ aligned: YAnchor?, single: Bool, leading: Bool?,
    toTheRight: Bool = false
  ) -> Pin {
    relative(name, others, aligned, single) { pin, rects in
      let rightToLeft = pin.isRightToLeft
      let onTheLeft: Bool
      switch leading {
      case .some(let isBefore): onTheLeft = isBefore != rightToLeft
      case nil: onTheLeft = !toTheRight
      }
      var values: PinSpec.Values =
        onTheLeft
        ? [.right: rects.map(\.minX).min() ?? 0] : [.left: rects.map(\.maxX).max() ?? 0]
      if let aligned { values.merge(pin.aligning(aligned, toAll: rects)) { a, _ in a } }
      return values
    }
  }

  private func relative<Anchor: RawRepresentable<String>>(
    _ name: String, _ others: [View], _ aligned: Anchor?, _ single: Bool,
    _ values: @escaping (Pin, [CGRect]) -> PinSpec.Values
  ) -> Pin {
    let call: CallText = {
      let names = others.map(LayoutText.name(of:))
      let list = single ? names.joined() : "[" + names.joined(separator: ", ") + "]"
      return "\(name)(of: \(list)\(Self.alignedSuffix(aligned)))"
    }
    return commit(call()) { superview in
      let rects = others.compactMap { self.frame(of: $0, in: superview, for: call) }
      guard !rects.isEmpty else {
        if others.isEmpty {
          let text = call()
          self.warn(
            .notApplied, call: text,
            "\(text) on \(self.viewName): the list of views is empty; ignored")
        }
        return nil
      }
      return values(self, rects)
    }
  }
}

/// The views of `views` that are shown: not hidden and not fully transparent (PinLayout's
/// `visibles(_:)`, for relative calls that skip hidden views).
///
/// ```swift
/// field.pin.below(of: visibles([nameField, ageField])).horizontally(16).height(44)
/// ```
public func visibles(_ views: [View]) -> [View] {
  views.filter { !$0.isHidden && $0.alpha > 0 }
}

/// The views of `views` that are shown (PinLayout's older name for ``visibles(_:)``).
///
/// ```swift
/// address.pin.below(of: visible([ageSwitch, ageField])).horizontally().height(40)
/// ```
public func visible(_ views: [View]) -> [View] {
  visibles(views)
}
