extension TableViewCell {
  /// Lays the cell out as iOS 13 and later do: the accessory (or ``accessoryView``) against the
  /// trailing margin, centred vertically; the content view from the leading edge to 10 pt
  /// before the accessory (to the trailing edge without one), above the separator; in it the
  /// image at the leading margin and the text 16 pt after it; the separator a hairline at the
  /// bottom from the text's leading edge (``separatorInset``).
  func layoutCell() {
    applyDefaultBackground()
    let scale = window?.screenScale ?? 2
    func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let width = bounds.width, height = bounds.height
    let hairline = placement.hairline

    var contentMaxX = width
    let ownAccessoryView = accessoryView.flatMap { $0.superview === self ? $0 : nil }
    if let accessory = ownAccessoryView ?? accessoryPart {
      let size = accessory.bounds.size
      accessory.frame = CGRect(
        x: width - placement.trailingMargin - size.width, y: pixel((height - size.height) / 2),
        width: size.width, height: size.height)
      contentMaxX = accessory.frame.minX - TableMetrics.contentToAccessory
    }
    let separatorHeight = placement.separator == .none ? 0 : hairline
    contentView.frame = CGRect(
      x: 0, y: 0, width: max(contentMaxX, 0), height: max(height - separatorHeight, 0))
    layoutStandardViews(hasAccessory: contentMaxX < width, pixel: pixel)

    let inset = separatorInset
    switch placement.separator {
    case .none:
      separatorPart.isHidden = true
    case .inset:
      separatorPart.isHidden = false
      separatorPart.frame = CGRect(
        x: inset.left, y: height - hairline, width: max(width - inset.left - inset.right, 0),
        height: hairline)
    case .fullWidth:
      separatorPart.isHidden = false
      separatorPart.frame = CGRect(x: 0, y: height - hairline, width: width, height: hairline)
    }
    separatorPart.backgroundColor = placement.separatorColor
    topSeparatorPart.isHidden = !placement.hasTopSeparator
    topSeparatorPart.frame = CGRect(x: 0, y: 0, width: width, height: hairline)
    topSeparatorPart.backgroundColor = placement.separatorColor

    let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
    if let selectedBackgroundView {
      selectionPart.isHidden = true
      if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: 0) }
      selectedBackgroundView.frame = bounds
      selectedBackgroundView.isHidden = !showsSelection
    } else {
      selectionPart.isHidden = !showsSelection
      selectionPart.frame = bounds
    }
    let corners = placement.roundedCorners
    cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
    layerStyle.maskedCorners = corners.isEmpty ? .all : corners
    clipsToBounds = !corners.isEmpty
  }

  /// The x where the text starts: after the image when there is one, else the leading margin.
  var textLeadingEdge: CGFloat {
    if let image = imageViewStorage?.image {
      return placement.leadingMargin + image.size.width + TableMetrics.imageToText
    }
    return placement.leadingMargin
  }

  private func layoutStandardViews(hasAccessory: Bool, pixel: (CGFloat) -> CGFloat) {
    let box = contentView.bounds
    if let imageView = imageViewStorage {
      let size = imageView.image?.size ?? .zero
      imageView.frame = CGRect(
        x: placement.leadingMargin, y: pixel((box.height - size.height) / 2), width: size.width,
        height: size.height)
    }
    let minX = textLeadingEdge
    let maxX = box.width - (hasAccessory ? 0 : placement.trailingMargin)
    let text = textLabelStorage, detail = detailTextLabelStorage
    func lineHeight(_ label: Label?) -> CGFloat {
      guard let label, !(label.text ?? "").isEmpty else { return 0 }
      return (label.sizeThatFits(CGSize(width: max(maxX - minX, 0), height: 0)).height)
    }
    switch cellStyle {
    case .default:
      text?.frame = CGRect(x: minX, y: 0, width: max(maxX - minX, 0), height: box.height)
    case .value1:
      let detailWidth = min(detail?.sizeThatFits(.zero).width ?? 0, max(maxX - minX, 0))
      detail?.frame = CGRect(x: maxX - detailWidth, y: 0, width: detailWidth, height: box.height)
      let textMaxX = detailWidth > 0 ? maxX - detailWidth - TableMetrics.textToDetail : maxX
      text?.frame = CGRect(x: minX, y: 0, width: max(textMaxX - minX, 0), height: box.height)
    case .value2:
      let column = TableMetrics.value2TitleWidth
      text?.frame = CGRect(x: minX, y: 0, width: column, height: box.height)
      let detailX = minX + column + TableMetrics.value2Gap
      detail?.frame = CGRect(x: detailX, y: 0, width: max(maxX - detailX, 0), height: box.height)
    case .subtitle:
      let textHeight = lineHeight(text), detailHeight = lineHeight(detail)
      let top = pixel((box.height - textHeight - detailHeight) / 2)
      text?.frame = CGRect(x: minX, y: top, width: max(maxX - minX, 0), height: textHeight)
      detail?.frame = CGRect(
        x: minX, y: top + textHeight, width: max(maxX - minX, 0), height: detailHeight)
    }
  }

  /// The height the row needs at `size.width`: the standard labels' lines with 11 pt above and
  /// below, at least 44 pt; with no standard text, the bottom of the content view's lowest
  /// subview.
  func standardSize(fitting size: CGSize) -> CGSize {
    let textWidth = max(size.width - textLeadingEdge - placement.trailingMargin, 0)
    func height(_ label: Label?) -> CGFloat {
      guard let label, !(label.text ?? "").isEmpty else { return 0 }
      return label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
    }
    let text = height(textLabelStorage), detail = height(detailTextLabelStorage)
    let lines = cellStyle == .subtitle ? text + detail : max(text, detail)
    guard lines > 0 else {
      let bottom =
        contentView.subviews.filter { !$0.isSwivelPart }.map(\.frame.maxY).max()
        ?? TableMetrics.rowHeight
      return CGSize(width: size.width, height: bottom)
    }
    let image = imageViewStorage?.image?.size.height ?? 0
    let content = max(lines, image) + 2 * TableMetrics.verticalPadding
    return CGSize(width: size.width, height: max(content, TableMetrics.rowHeight))
  }
}
