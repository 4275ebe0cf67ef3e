extension CollectionViewFlowLayout {
  /// The attributes of the elements whose frames share an area with `rect`, section by section:
  /// header, items, footer.
  func elementAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let range = axes.alongRange(of: rect)
    var result: [CollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated()
    where section.end >= range.min && section.start <= range.max {
      if let header = section.headerFrame, header.overlapsArea(of: rect),
        let attributes = supplementaryAttributes(
          kind: CollectionView.elementKindSectionHeader, section: index)
      {
        result.append(attributes)
      }
      var line = section.firstLine(endingAfter: range.min)
      while line < section.lines.count, section.lines[line].start < range.max {
        for item in section.lines[line].items where section.itemFrames[item].overlapsArea(of: rect)
        {
          result.append(itemAttributes(section: index, item: item))
        }
        line += 1
      }
      if let footer = section.footerFrame, footer.overlapsArea(of: rect),
        let attributes = supplementaryAttributes(
          kind: CollectionView.elementKindSectionFooter, section: index)
      {
        result.append(attributes)
      }
    }
    return result
  }

  func itemAttributes(section: Int, item: Int) -> CollectionViewLayoutAttributes {
    let attributes = Self.layoutAttributesClass.init(
      forCellWith: IndexPath(item: item, section: section))
    attributes.frame = sections[section].itemFrames[item]
    return attributes
  }

  func supplementaryAttributes(kind: String, section: Int) -> CollectionViewLayoutAttributes? {
    let frame: CGRect?
    switch kind {
    case CollectionView.elementKindSectionHeader: frame = sections[section].headerFrame
    case CollectionView.elementKindSectionFooter: frame = sections[section].footerFrame
    default: frame = nil
    }
    guard let frame else { return nil }
    let attributes = Self.layoutAttributesClass.init(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }
}
