/// One group of the Settings scene: an uppercase header, a white rounded group of 44-pt rows
/// with inset separators, and an optional footer, as an inset-grouped table draws them (iOS 13+).
final class SettingsSection {
  /// The header label (footnote, uppercase, secondary label colour).
  let header = Label()
  /// The rounded white group holding the rows and separators.
  let group = View()
  /// The footer label, if any (footnote, secondary label colour).
  let footer: Label?
  /// The rows, top to bottom; each fills the group's width.
  let rows: [View]
  private var separators: [View] = []

  /// UIKit's inset-grouped metrics (see docs/reference/bars-and-transitions.md).
  enum Metrics {
    /// A row's height (`UITableView` default row height).
    static let rowHeight: CGFloat = 44
    /// The group's corner radius (iOS 13's inset-grouped style).
    static let cornerRadius: CGFloat = 10
    /// The cells' content margin, which separators and headers line up with.
    static let contentInset: CGFloat = 16
    /// From the previous block to the header text.
    static let headerTop: CGFloat = 17
    /// The header text's height (one footnote line).
    static let headerTextHeight: CGFloat = 18
    /// From the header text to the group.
    static let headerBottom: CGFloat = 7
    /// From the group to the footer text.
    static let footerTop: CGFloat = 7
  }

  init(header title: String, rows: [View], footer footerText: String? = nil, in parent: View) {
    header.text = title.uppercased()
    header.identifier = title.lowercased() + "Header"
    header.font = .preferredFont(forTextStyle: .footnote)
    header.textColor = .secondaryLabel
    group.backgroundColor = .secondarySystemGroupedBackground
    group.cornerRadius = Metrics.cornerRadius
    group.clipsToBounds = true
    self.rows = rows
    if let footerText {
      let label = Label()
      label.text = footerText
      label.identifier = title.lowercased() + "Footer"
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      footer = label
    } else {
      footer = nil
    }
    for row in rows { group.addSubview(row) }
    for _ in rows.dropLast() {
      let separator = View()
      separator.backgroundColor = .separator
      separators.append(separator)
      group.addSubview(separator)
    }
    parent.addSubview(header)
    parent.addSubview(group)
    if let footer { parent.addSubview(footer) }
  }

  /// Lays the section out at `y` between `minX` and `maxX`; returns the y below it.
  func layout(y top: CGFloat, minX: CGFloat, maxX: CGFloat, hairline: CGFloat) -> CGFloat {
    let inset = Metrics.contentInset
    var y = top + Metrics.headerTop
    header.frame = CGRect(
      x: minX + inset, y: y, width: maxX - minX - 2 * inset, height: Metrics.headerTextHeight)
    y += Metrics.headerTextHeight + Metrics.headerBottom
    let width = maxX - minX
    group.frame = CGRect(
      x: minX, y: y, width: width, height: CGFloat(rows.count) * Metrics.rowHeight)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: 0, y: CGFloat(index) * Metrics.rowHeight, width: width, height: Metrics.rowHeight)
    }
    for (index, separator) in separators.enumerated() {
      let bottom = CGFloat(index + 1) * Metrics.rowHeight
      separator.frame = CGRect(
        x: inset, y: bottom - hairline, width: width - inset, height: hairline)
    }
    y = group.frame.maxY
    if let footer {
      y += Metrics.footerTop
      footer.frame = CGRect(
        x: minX + inset, y: y, width: width - 2 * inset, height: Metrics.headerTextHeight)
      y = footer.frame.maxY
    }
    return y
  }
}

/// A Settings row: a title on the left and an accessory control laid out by the row.
final class SettingsRow: View {
  /// The title (body text, label colour).
  let titleLabel = Label()
  /// The control on the right, or across the row.
  let accessory: View
  /// How the accessory is placed.
  let placement: Placement

  /// Where the accessory goes.
  enum Placement {
    /// Its natural size, against the trailing margin, centred vertically (a switch).
    case trailing
    /// From after the title to the trailing margin, the row's height (a text field).
    case fillingAfterTitle(titleWidth: CGFloat)
    /// Across the row between the margins, its natural height centred (a segmented control),
    /// or the row's height when `fillsHeight` (a slider, which centres its track itself).
    case across(fillsHeight: Bool)
  }

  init(title: String?, accessory: View, placement: Placement, identifier: String) {
    self.accessory = accessory
    self.placement = placement
    super.init(frame: .zero)
    self.identifier = identifier
    if let title {
      titleLabel.text = title
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.textColor = .label
      addSubview(titleLabel)
    }
    addSubview(accessory)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset = SettingsSection.Metrics.contentInset, scale = window?.screenScale ?? 2
    func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let size = accessory.intrinsicContentSize
    switch placement {
    case .trailing:
      accessory.frame = CGRect(
        x: bounds.width - inset - size.width, y: pixel((bounds.height - size.height) / 2),
        width: size.width, height: size.height)
      titleLabel.frame = CGRect(
        x: inset, y: 0, width: accessory.frame.minX - 2 * inset, height: bounds.height)
    case .fillingAfterTitle(let titleWidth):
      titleLabel.frame = CGRect(x: inset, y: 0, width: titleWidth, height: bounds.height)
      let x = inset + titleWidth + 8
      accessory.frame = CGRect(x: x, y: 0, width: bounds.width - inset - x, height: bounds.height)
    case .across(let fillsHeight):
      // A segmented control splits its width equally: keep each segment on whole pixels.
      let parts = CGFloat((accessory as? SegmentedControl)?.numberOfSegments ?? 1)
      let width = ((bounds.width - 2 * inset) * scale / parts).rounded(.down) * parts / scale
      let height = fillsHeight ? bounds.height : size.height
      accessory.frame = CGRect(
        x: inset, y: pixel((bounds.height - height) / 2), width: width, height: height)
    }
  }
}
