extension StackView {
  /// A view's natural length on an axis: its intrinsic size there, or 0 when it has none (a
  /// plain view in a stack is as flexible as it can be, as an unconstrained one is in UIKit).
  func naturalLength(of view: View, on axis: LayoutAxis) -> CGFloat {
    let intrinsic = view.intrinsicContentSize
    let length = axis == .horizontal ? intrinsic.width : intrinsic.height
    return length.isFinite && length >= 0 ? length : 0
  }

  /// True when a view has an intrinsic size on the axis.
  func hasNaturalLength(_ view: View, on axis: LayoutAxis) -> Bool {
    let intrinsic = view.intrinsicContentSize
    let length = axis == .horizontal ? intrinsic.width : intrinsic.height
    return length.isFinite && length >= 0
  }

  /// The frames of the visible arranged views inside `rect`, in order.
  func arrangedFrames(in rect: CGRect) -> [CGRect] {
    let views = visibleArrangedSubviews
    guard !views.isEmpty else { return [] }
    let horizontal = axis == .horizontal
    let available = horizontal ? rect.width : rect.height
    let (lengths, gaps) = lengthsAndGaps(of: views, filling: available)
    let cross = crossPlacements(of: views, in: horizontal ? rect.height : rect.width)
    // Leading to trailing: a horizontal stack runs right to left in a right-to-left layout.
    let reversed = horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
    var position: CGFloat = 0
    var frames: [CGRect] = []
    frames.reserveCapacity(views.count)
    for index in views.indices {
      let start = reversed ? available - position - lengths[index] : position
      frames.append(
        horizontal
          ? CGRect(
            x: rect.minX + start, y: rect.minY + cross[index].offset, width: lengths[index],
            height: cross[index].length)
          : CGRect(
            x: rect.minX + cross[index].offset, y: rect.minY + start, width: cross[index].length,
            height: lengths[index]))
      position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
    }
    return frames
  }

  /// Lengths along the axis and the gaps between neighbours, by ``distribution``.
  func lengthsAndGaps(of views: [View], filling available: CGFloat) -> (
    lengths: [CGFloat], gaps: [CGFloat]
  ) {
    var gaps = views.dropLast().map(gap(after:))
    let totalGaps = gaps.reduce(0, +)
    let natural = views.map { naturalLength(of: $0, on: axis) }
    let room = max(0, available - totalGaps)
    switch distribution {
    case .fill:
      return (fitted(natural, views: views, to: room), gaps)
    case .fillEqually:
      return (Array(repeating: room / CGFloat(views.count), count: views.count), gaps)
    case .fillProportionally:
      let sum = natural.reduce(0, +)
      guard sum > 0 else {
        return (Array(repeating: room / CGFloat(views.count), count: views.count), gaps)
      }
      return (natural.map { $0 * room / sum }, gaps)
    case .equalSpacing:
      let lengths = fitted(natural, views: views, to: min(room, natural.reduce(0, +)))
      if views.count > 1 {
        let spare = available - lengths.reduce(0, +) - totalGaps
        if spare > 0 { gaps = gaps.map { $0 + spare / CGFloat(views.count - 1) } }
      }
      return (lengths, gaps)
    case .equalCentering:
      let lengths = fitted(natural, views: views, to: min(room, natural.reduce(0, +)))
      guard views.count > 1 else { return (lengths, gaps) }
      // Centres a fixed step apart, the first view at the start and the last at the end;
      // where that would bring neighbours closer than their spacing, fall back to it.
      let step =
        (available - lengths[0] / 2 - lengths[lengths.count - 1] / 2) / CGFloat(views.count - 1)
      let centred = views.indices.dropLast().map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
      if zip(centred, gaps).allSatisfy({ $0 >= $1 - 1e-9 }) { gaps = centred }
      return (lengths, gaps)
    }
  }

  /// Natural lengths made to add up to `room`. Extra space goes to the first view with no
  /// intrinsic size on the axis (it has no hugging constraint in UIKit), else to the view that
  /// hugs least (the first of equals); missing space comes from the views that resist
  /// compression least, lowest first and in order among equals, each down to zero.
  private func fitted(_ natural: [CGFloat], views: [View], to room: CGFloat) -> [CGFloat] {
    var lengths = natural
    let extra = room - natural.reduce(0, +)
    if extra > 0 {
      let free = views.indices.first { !hasNaturalLength(views[$0], on: axis) }
      let stretch =
        free
        ?? views.indices.min { a, b in
          views[a].contentHuggingPriority(for: axis) < views[b].contentHuggingPriority(for: axis)
        }
      if let stretch { lengths[stretch] += extra }
    } else if extra < 0 {
      var missing = -extra
      let order = views.indices.sorted { a, b in
        let pa = views[a].contentCompressionResistancePriority(for: axis)
        let pb = views[b].contentCompressionResistancePriority(for: axis)
        return pa == pb ? a < b : pa < pb
      }
      for index in order where missing > 0 {
        let taken = min(lengths[index], missing)
        lengths[index] -= taken
        missing -= taken
      }
    }
    return lengths
  }
}
