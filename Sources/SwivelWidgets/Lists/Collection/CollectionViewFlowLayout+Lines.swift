extension CollectionViewFlowLayout {
  /// Where the items of a line go across it: the first item's offset from the line's start and
  /// the gap after each item.
  ///
  /// A line that is not the section's last is justified (a lone item centred); the last line is
  /// placed as a full line of copies of its last item when the section's items share one size,
  /// and packed at the minimum spacing from the start otherwise. See the type's documentation
  /// for the sources.
  static func linePlacement(
    count: Int, totalLength: CGFloat, firstLength: CGFloat, lastLength: CGFloat, available: CGFloat,
    spacing: CGFloat, isLastLine: Bool, isUniform: Bool
  ) -> (start: CGFloat, gap: CGFloat) {
    if isLastLine && !isUniform { return (0, spacing) }
    var slots = count
    var total = totalLength
    if isLastLine {
      let step = lastLength + spacing
      let fitting =
        step > 0 ? Int(((available + spacing) / step + fitTolerance).rounded(.down)) : count
      slots = max(count, fitting)
      total = CGFloat(slots) * lastLength
    }
    guard slots > 1 else { return ((available - firstLength) / 2, spacing) }
    return (0, spacing + (available - total - CGFloat(slots - 1) * spacing) / CGFloat(slots - 1))
  }

  /// Slack when deciding whether an item fits, so that widths computed as fractions of the
  /// line (`(width - 2) / 3`) fit although their floating-point sum exceeds it by a rounding
  /// error.
  static let fitTolerance: CGFloat = 1e-6

  /// Computes every section: header, lines of items, footer, and the content size.
  func computeSections() {
    sections = []
    contentSize = .zero
    guard let collectionView else { return }
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let bounds = collectionView.bounds.size
    preparedBoundsSize = bounds
    let contentInset = axes.split(collectionView.adjustedContentInset)
    let lineLength = max(0, axes.across(bounds) - contentInset.acrossStart - contentInset.acrossEnd)
    let reference = referenceInsets(of: collectionView, axes: axes, contentInset: contentInset)
    preparedLineInsets = lineInsets(of: collectionView)
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    let scale = collectionView.traitCollection.displayScale
    var along: CGFloat = 0
    let sectionCount = collectionView.numberOfSections
    sections.reserveCapacity(sectionCount)
    for sectionIndex in 0..<sectionCount {
      var section = FlowLayoutSection()
      section.start = along
      let inset = axes.split(
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: sectionIndex)
          ?? sectionInset)
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: sectionIndex)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: sectionIndex)
        ?? minimumInteritemSpacing
      let header = axes.along(
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: sectionIndex)
          ?? headerReferenceSize)
      let footer = axes.along(
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: sectionIndex)
          ?? footerReferenceSize)
      if header > 0 {
        section.headerFrame = axes.rect(
          across: 0, along: along,
          size: axes.isVertical
            ? CGSize(width: lineLength, height: header) : CGSize(width: header, height: lineLength))
        along += header
      }
      along += inset.alongStart
      let lineStart = inset.acrossStart + reference.start
      let available = lineLength - lineStart - inset.acrossEnd - reference.end
      let count = collectionView.numberOfItems(inSection: sectionIndex)
      let fixedSize = !isSelfSizing && delegate == nil
      let sizes =
        fixedSize
        ? [CGSize](repeating: itemSize, count: count)
        : (0..<count).map {
          sizeForItem(at: IndexPath(item: $0, section: sectionIndex), delegate: delegate)
        }
      let lengths = sizes.map { axes.across($0) }
      let isUniform = fixedSize || sizes.allSatisfy { $0 == sizes[0] }
      section.itemFrames.reserveCapacity(count)
      var first = 0
      while first < count {
        var end = first + 1
        var used = lengths[first]
        while end < count, used + itemSpacing + lengths[end] <= available + Self.fitTolerance {
          used += itemSpacing + lengths[end]
          end += 1
        }
        let isLastLine = end == count
        let placement = Self.linePlacement(
          count: end - first, totalLength: used - CGFloat(end - first - 1) * itemSpacing,
          firstLength: lengths[first],
          lastLength: lengths[end - 1], available: available, spacing: itemSpacing,
          isLastLine: isLastLine,
          isUniform: isUniform)
        var thickness: CGFloat = 0
        for item in first..<end { thickness = max(thickness, axes.along(sizes[item])) }
        var offset = lineStart + placement.start
        for item in first..<end {
          let across = scale > 0 ? (offset * scale).rounded() / scale : offset
          let centred = along + (thickness - axes.along(sizes[item])) / 2
          section.itemFrames.append(axes.rect(across: across, along: centred, size: sizes[item]))
          offset += lengths[item] + placement.gap
        }
        section.lines.append(.init(items: first..<end, start: along, end: along + thickness))
        along += thickness
        if !isLastLine { along += lineSpacing }
        first = end
      }
      along += inset.alongEnd
      if footer > 0 {
        section.footerFrame = axes.rect(
          across: 0, along: along,
          size: axes.isVertical
            ? CGSize(width: lineLength, height: footer) : CGSize(width: footer, height: lineLength))
        along += footer
      }
      section.end = along
      sections.append(section)
    }
    contentSize =
      axes.isVertical
      ? CGSize(width: lineLength, height: along) : CGSize(width: along, height: lineLength)
    if flipsHorizontallyInOppositeLayoutDirection
      && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    {
      mirrorSections(width: contentSize.width, scale: scale)
    }
  }

  /// Mirrors every frame about the middle of the content's width, for a right-to-left layout:
  /// rows fill from the right, columns (scrolling horizontally) follow each other leftwards.
  private func mirrorSections(width: CGFloat, scale: CGFloat) {
    func mirrored(_ frame: CGRect) -> CGRect {
      let x = width - frame.maxX
      return CGRect(
        x: scale > 0 ? (x * scale).rounded() / scale : x, y: frame.minY, width: frame.width,
        height: frame.height)
    }
    for index in sections.indices {
      sections[index].headerFrame = sections[index].headerFrame.map(mirrored)
      sections[index].footerFrame = sections[index].footerFrame.map(mirrored)
      sections[index].itemFrames = sections[index].itemFrames.map(mirrored)
    }
  }

  /// The size used for an item: what its cell measured, else the estimate, else the delegate's
  /// or ``itemSize``.
  private func sizeForItem(
    at indexPath: IndexPath, delegate: (any CollectionViewDelegateFlowLayout)?
  ) -> CGSize {
    if isSelfSizing {
      if let measured = measuredSizes[indexPath] { return measured }
      if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
    }
    guard let delegate, let collectionView else { return itemSize }
    return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
  }

  /// The content inset and what ``sectionInsetReference`` adds, at the start and end of every
  /// line.
  func lineInsets(of collectionView: CollectionView) -> (start: CGFloat, end: CGFloat) {
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let contentInset = axes.split(collectionView.adjustedContentInset)
    let reference = referenceInsets(of: collectionView, axes: axes, contentInset: contentInset)
    return (contentInset.acrossStart + reference.start, contentInset.acrossEnd + reference.end)
  }

  /// What ``sectionInsetReference`` adds at the start and end of every line.
  private func referenceInsets(
    of collectionView: CollectionView, axes: FlowAxes,
    contentInset: (acrossStart: CGFloat, acrossEnd: CGFloat, alongStart: CGFloat, alongEnd: CGFloat)
  ) -> (start: CGFloat, end: CGFloat) {
    let insets: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: insets = collectionView.safeAreaInsets
    case .fromLayoutMargins: insets = collectionView.layoutMargins
    }
    let split = axes.split(insets)
    return (
      max(0, split.acrossStart - contentInset.acrossStart),
      max(0, split.acrossEnd - contentInset.acrossEnd)
    )
  }
}
