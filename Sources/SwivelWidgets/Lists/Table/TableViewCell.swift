/// A row of a table view (`UITableViewCell`): a ``contentView`` for the row's content, the
/// standard labels and image of its ``CellStyle``, an accessory on the trailing side, a
/// separator, and the grey of a selected or highlighted row.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
/// cell.textLabel?.text = "Wi-Fi"
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// The labels and the image view are made on first use, inside the content view, and laid out
/// as iOS 13 and later lay them out for the style (see ``layoutSubviews()``). Subclasses add
/// their own views to ``contentView`` and, for self-sizing rows, override
/// ``sizeThatFits(_:)`` (Swivel has no Auto Layout to measure them with).
open class TableViewCell: View {
  /// The standard layouts of a cell (`UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
    /// A text label and an optional image on the leading side (`.default`).
    case `default`
    /// The text on the leading side, the detail text in the secondary colour on the trailing
    /// side, as in Settings (`.value1`).
    case value1
    /// A short title in the tint colour, trailing-aligned in a column, then the detail text,
    /// as in Contacts (`.value2`).
    case value2
    /// The text over a smaller detail text (`.subtitle`).
    case subtitle
  }

  /// The standard accessories (`UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable, Hashable, CaseIterable {
    /// None (`.none`).
    case none
    /// A grey chevron: the row leads somewhere (`.disclosureIndicator`).
    case disclosureIndicator
    /// An info button and a chevron (`.detailDisclosureButton`).
    case detailDisclosureButton
    /// A checkmark in the tint colour (`.checkmark`).
    case checkmark
    /// An info button (`.detailButton`).
    case detailButton
  }

  /// How a selected row looks (`UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable, Hashable, CaseIterable {
    /// No change (`.none`).
    case none
    /// Grey since iOS 7 (`.blue`).
    case blue
    /// Grey (`.gray`).
    case gray
    /// Grey (`.default`).
    case `default`
  }

  /// The cell's style, fixed at creation.
  public let cellStyle: CellStyle
  /// The identifier the table reuses the cell under (`reuseIdentifier`).
  public let reuseIdentifier: String?
  /// The view that holds the row's content (`contentView`): the cell's bounds less the
  /// accessory and the separator.
  public let contentView = View(frame: .zero)

  /// The accessory drawn on the trailing side (`accessoryType`); ``AccessoryType/none``.
  open var accessoryType = AccessoryType.none { didSet { accessoryDidChange() } }
  /// A view shown in place of ``accessoryType`` (`accessoryView`), at its own size, centred
  /// vertically against the trailing margin (a ``Switch``, say).
  open var accessoryView: View? {
    didSet {
      // A view that has moved on to another cell stays there.
      if let oldValue, oldValue !== accessoryView, oldValue.superview === self {
        oldValue.removeFromSuperview()
      }
      accessoryDidChange()
    }
  }
  /// How a selected or highlighted row looks (`selectionStyle`); ``SelectionStyle/default``.
  open var selectionStyle = SelectionStyle.default { didSet { setNeedsLayout() } }
  /// A view drawn behind the content when the row is selected or highlighted
  /// (`selectedBackgroundView`); nil draws `systemGray4`, as iOS 13 does.
  open var selectedBackgroundView: View? {
    didSet {
      if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// The separator's insets from the cell's edges (`separatorInset`; left and right count):
  /// by default the table's, or the text's leading edge.
  open var separatorInset: EdgeInsets {
    get {
      explicitSeparatorInset
        ?? EdgeInsets(
          top: 0, left: placement.separatorLeft ?? textLeadingEdge, bottom: 0,
          right: placement.separatorRight ?? 0)
    }
    set { explicitSeparatorInset = newValue; setNeedsLayout() }
  }
  var explicitSeparatorInset: EdgeInsets?

  /// Whether the row is selected (`isSelected`); see ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the row is highlighted, as under a touch (`isHighlighted`).
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  private var selectedState = false
  private var highlightedState = false

  /// The background colour (`backgroundColor`): by default the system background, or the
  /// secondary grouped background in a grouped table, until set.
  open override var backgroundColor: Color? {
    didSet { if isInitialized { hasOwnBackground = true } }
  }
  private var hasOwnBackground = false
  private var isInitialized = false

  /// Whether the cell waits in a table's reuse queue: a cell is queued once, however many
  /// rows a data source returned it for.
  var isQueuedForReuse = false

  /// How the table draws this row; set by the table before layout.
  var placement = Placement() { didSet { if placement != oldValue { setNeedsLayout() } } }

  var textLabelStorage: Label?
  var detailTextLabelStorage: Label?
  var imageViewStorage: ImageView?
  let separatorPart = View(frame: .zero)
  let topSeparatorPart = View(frame: .zero)
  let selectionPart = View(frame: .zero)
  var accessoryPart: AccessoryView?

  /// Creates a cell of `style` for reuse under `reuseIdentifier`
  /// (`init(style:reuseIdentifier:)`).
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.rowHeight))
    backgroundColor = .systemBackground
    selectionPart.backgroundColor = .systemGray4
    selectionPart.isHidden = true
    for part in [selectionPart, contentView, separatorPart, topSeparatorPart] { addPart(part) }
    separatorPart.isHidden = true
    topSeparatorPart.isHidden = true
    isInitialized = true
  }

  /// A default-style cell with no reuse identifier (`init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The initializer ``TableView/dequeueReusableCell(withIdentifier:for:)`` makes registered
  /// classes with: `init(style: .default, reuseIdentifier:)`, which your subclass overrides or
  /// inherits as on iOS.
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The main text (`textLabel`): body text in the label colour (a value-2 cell's is its
  /// title, in the tint colour). Made on first use.
  open var textLabel: Label? {
    if let textLabelStorage { return textLabelStorage }
    let label = Label()
    label.isUserInteractionEnabled = false
    switch cellStyle {
    case .value2:
      label.font = .preferredFont(forTextStyle: .subheadline)
      label.textColor = tintColor
      label.textAlignment = .right
    default:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .label
    }
    textLabelStorage = label
    contentView.addPart(label)
    setNeedsLayout()
    return label
  }

  /// The secondary text (`detailTextLabel`), nil for a ``CellStyle/default`` cell: 17-pt
  /// secondary label colour on the trailing side (value 1), 15 pt (value 2) or 12 pt under the
  /// text (subtitle). Made on first use.
  open var detailTextLabel: Label? {
    if let detailTextLabelStorage { return detailTextLabelStorage }
    guard cellStyle != .default else { return nil }
    let label = Label()
    label.isUserInteractionEnabled = false
    switch cellStyle {
    case .value1:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .value2:
      label.font = .preferredFont(forTextStyle: .subheadline)
      label.textColor = .label
    default:
      label.font = .systemFont(ofSize: 12)
      label.textColor = .label
    }
    detailTextLabelStorage = label
    contentView.addPart(label)
    setNeedsLayout()
    return label
  }

  /// The image on the leading side (`imageView`), at its image's size. Made on first use.
  open var imageView: ImageView? {
    if let imageViewStorage { return imageViewStorage }
    let view = ImageView(frame: .zero)
    imageViewStorage = view
    contentView.addPart(view)
    setNeedsLayout()
    return view
  }

  /// Lays the cell out as iOS 13 and later do: the accessory (or ``accessoryView``) against the
  /// trailing margin, centred vertically; the content view from the leading edge to 10 pt
  /// before the accessory, above the separator; in it the image at the leading margin and the
  /// text 16 pt after it; the separator a hairline at the bottom from the text's leading edge
  /// (``separatorInset``). Subclasses that override it call `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCell()
  }

  /// The height the row needs at `size.width` (`sizeThatFits(_:)`), for
  /// ``TableView/automaticDimension`` rows: the standard labels' lines with 11 pt above and
  /// below, at least 44 pt; with no standard text, the bottom of the content view's lowest
  /// subview. Subclasses with content of their own override it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    standardSize(fitting: size)
  }

  /// Selects or deselects the row (`setSelected(_:animated:)`); a still render has no
  /// animation.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
    setNeedsLayout()
  }

  /// Highlights the row or not (`setHighlighted(_:animated:)`).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    setNeedsLayout()
  }

  /// Called by the table before it hands the cell out again (`prepareForReuse()`): the
  /// default clears the selection and the highlight. Subclasses call `super`.
  open func prepareForReuse() {
    selectedState = false
    highlightedState = false
    setNeedsLayout()
  }

  private func accessoryDidChange() {
    if accessoryView != nil || accessoryType == .none {
      accessoryPart?.removeFromSuperview()
      accessoryPart = nil
    } else if let part = accessoryPart {
      part.kind = accessoryType
    } else {
      let part = AccessoryView(kind: accessoryType)
      accessoryPart = part
      addPart(part)
    }
    if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
    setNeedsLayout()
  }

  /// Resolves the default background for the table's style.
  func applyDefaultBackground() {
    guard !hasOwnBackground else { return }
    isInitialized = false
    backgroundColor = placement.isGrouped ? .secondarySystemGroupedBackground : .systemBackground
    isInitialized = true
  }
}
