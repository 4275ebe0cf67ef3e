/// A section header or footer (`UITableViewHeaderFooterView`): a ``contentView`` and an
/// optional ``textLabel``, reused like cells through
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
///
/// The table draws a section's title with one: in a plain table, 17-pt semibold text on the
/// secondary system background, 28 pt high; in a grouped one, footnote text (13 pt) in the
/// secondary label colour, uppercase for headers, 7 pt above the rows, and below them for
/// footers.
open class TableViewHeaderFooterView: View {
  /// The identifier the table reuses the view under (`reuseIdentifier`).
  public let reuseIdentifier: String?
  /// The view that holds the content (`contentView`), the view's bounds.
  public let contentView = View(frame: .zero)

  /// The style of the table it is in, set by the table.
  var tableStyle = TableView.Style.plain { didSet { if tableStyle != oldValue { styleText() } } }
  /// Whether it is a footer, set by the table.
  var isFooter = false { didSet { if isFooter != oldValue { styleText() } } }
  /// The text's leading and trailing insets, set by the table.
  var textInsets: (leading: CGFloat, trailing: CGFloat) = (
    TableMetrics.compactMargin, TableMetrics.compactMargin
  )
  {
    didSet { setNeedsLayout() }
  }
  private var textLabelStorage: Label?
  private var titleText: String?

  /// Creates a header or footer view for reuse under `reuseIdentifier` (`init(reuseIdentifier:)`).
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addPart(contentView)
  }

  /// A view with no reuse identifier (`init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The initializer ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` makes
  /// registered classes with: `init(reuseIdentifier:)`, which your subclass overrides or
  /// inherits as on iOS.
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// The title (`textLabel`), made on first use; a grouped table's headers show it uppercase.
  open var textLabel: Label? {
    if let textLabelStorage { return textLabelStorage }
    let label = Label()
    label.numberOfLines = 0
    textLabelStorage = label
    contentView.addPart(label)
    styleText()
    return label
  }

  /// Called before the table hands the view out again (`prepareForReuse()`); the default does
  /// nothing.
  open func prepareForReuse() {}

  /// A label styled as a grouped table's header or footer title.
  static func makeGroupedTitleLabel(isFooter: Bool) -> Label {
    let label = Label()
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    return label
  }

  private func styleText() {
    guard let label = textLabelStorage else { return }
    if tableStyle == .plain {
      label.font = .systemFont(ofSize: 17, weight: .semibold)
      label.textColor = .label
      backgroundColor = isSwivelPart ? .secondarySystemBackground : backgroundColor
    } else {
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      if isSwivelPart { backgroundColor = nil }
    }
    setNeedsLayout()
  }

  /// Lays the content view over the bounds and the title inside the table's margins: centred
  /// in a plain table's header, 7 pt above the rows in a grouped header, 7 pt below them in a
  /// grouped footer.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    guard let label = textLabelStorage else { return }
    if tableStyle != .plain, !isFooter, let text = label.text, text != text.uppercased() {
      label.text = text.uppercased()
    }
    let width = max(bounds.width - textInsets.leading - textInsets.trailing, 0)
    let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
    let y: CGFloat
    switch (tableStyle, isFooter) {
    case (.plain, _):
      let scale = window?.screenScale ?? 2
      y = ((bounds.height - height) / 2 * scale).rounded() / scale
    case (_, false): y = bounds.height - TableMetrics.groupedHeaderTextBottom - height
    case (_, true): y = TableMetrics.groupedFooterTextTop
    }
    label.frame = CGRect(x: textInsets.leading, y: y, width: width, height: height)
  }
}
