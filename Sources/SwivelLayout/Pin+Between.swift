public import SwivelViews

extension Pin {
  /// Fills the horizontal space between two views: the left edge on the right edge of the one
  /// on the left, the right edge on the left edge of the other (in either order). With
  /// `aligned`, lines up that anchor with `first`'s. Views that overlap horizontally leave no
  /// space: the call is ignored with a warning.
  ///
  /// ```swift
  /// title.pin.horizontallyBetween(backButton, and: doneButton, aligned: .center).height(20)
  /// ```
  @discardableResult
  public func horizontallyBetween(_ first: View, and second: View, aligned: YAnchor? = nil) -> Pin {
    between("horizontallyBetween", first, second, aligned) { a, b in
      if a.maxX <= b.minX { return [.left: a.maxX, .right: b.minX] }
      if b.maxX <= a.minX { return [.left: b.maxX, .right: a.minX] }
      return nil
    } align: { pin, a in
      aligned.map { pin.aligning($0, to: a) } ?? [:]
    }
  }

  /// Fills the vertical space between two views: the top edge on the bottom edge of the upper
  /// one, the bottom edge on the top edge of the other (in either order). With `aligned`, lines
  /// up that anchor with `first`'s. Views that overlap vertically leave no space: the call is
  /// ignored with a warning.
  @discardableResult
  public func verticallyBetween(_ first: View, and second: View, aligned: XAnchor? = nil) -> Pin {
    between("verticallyBetween", first, second, aligned) { a, b in
      if a.maxY <= b.minY { return [.top: a.maxY, .bottom: b.minY] }
      if b.maxY <= a.minY { return [.top: b.maxY, .bottom: a.minY] }
      return nil
    } align: { pin, a in
      aligned.map { pin.aligning($0, to: a) } ?? [:]
    }
  }

  private func between<Anchor: RawRepresentable<String>>(
    _ name: String, _ first: View, _ second: View, _ aligned: Anchor?,
    space: (CGRect, CGRect) -> PinSpec.Values?,
    align: (Pin, CGRect) -> PinSpec.Values
  ) -> Pin {
    let call: CallText = {
      let names = "\(LayoutText.name(of: first)), and: \(LayoutText.name(of: second))"
      return "\(name)(\(names)\(Self.alignedSuffix(aligned)))"
    }
    return commit(call()) { superview in
      guard let a = frame(of: first, in: superview, for: call),
        let b = frame(of: second, in: superview, for: call)
      else { return nil }
      guard first !== second, let edges = space(a, b) else {
        let axis = name == "horizontallyBetween" ? "horizontal" : "vertical"
        let text = call()
        warn(
          .noSpaceBetween, call: text,
          "\(text) on \(viewName): the views leave no \(axis) space between them; ignored")
        return nil
      }
      return edges.merging(align(self, a)) { edge, _ in edge }
    }
  }
}
