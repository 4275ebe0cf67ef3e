/// A scrolling list of rows in sections (`UITableView`).
///
/// As on iOS, only the rows in view have cells: the table asks its ``dataSource`` for a cell
/// when a row comes into view, and a cell that scrolls out goes back to a queue for its reuse
/// identifier, from which ``dequeueReusableCell(withIdentifier:for:)`` hands it out again after
/// ``TableViewCell/prepareForReuse()``. So a table of 100,000 rows costs what one of 20 does
/// to lay out and draw. Heights come from ``rowHeight`` or the delegate, and their running
/// sums are kept from one ``reloadData()`` to the next.
///
/// ```swift
/// let table = TableView(frame: view.bounds, style: .insetGrouped)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = self
/// view.addSubview(table)
/// ```
///
/// A plain table without a ``tableFooterView`` draws separators below its last row, spaced by
/// ``rowHeight``, as if empty rows followed, as iOS does.
///
/// Where it differs from UIKit: there is no animation, no editing (insert, delete, move),
/// no index bar, no prefetching and no drag; self-sizing rows are all measured when the table
/// reloads (as UIKit does with `estimatedRowHeight` 0), so estimates are kept but unused; the
/// delegate is the scroll view's ``ScrollView/delegate`` read as a ``TableViewDelegate``.
open class TableView: ScrollView {
  /// The look of a table (`UITableView.Style`).
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// Rows edge to edge on the system background, section headers that stay at the top while
    /// their section scrolls under them (`.plain`).
    case plain
    /// Sections apart on the grouped background, with uppercase headers (`.grouped`).
    case grouped
    /// Grouped, each section a rounded card inset from the sides (`.insetGrouped`, iOS 13).
    case insetGrouped
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row (`UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Sendable, Hashable, CaseIterable {
    /// The least scrolling that shows the row (`.none`).
    case none
    /// At the top of the visible area (`.top`).
    case top
    /// In the middle (`.middle`).
    case middle
    /// At the bottom (`.bottom`).
    case bottom
  }

  /// Whether rows are separated by lines (`UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable, Hashable, CaseIterable {
    /// No separators (`.none`).
    case none
    /// A hairline between rows (`.singleLine`, the default).
    case singleLine
  }

  /// A height that asks the table to work it out (`UITableView.automaticDimension`): a row
  /// sized to its cell's content, a header or footer sized to its title or view.
  public static let automaticDimension: CGFloat = -1

  /// The table's style, fixed at creation (`style`).
  public let style: Style

  /// The object that supplies rows and cells (`dataSource`), unretained.
  public weak var dataSource: (any TableViewDataSource)? { didSet { setNeedsReload() } }

  /// The height of every row whose delegate does not say otherwise (`rowHeight`); 44 pt.
  /// ``automaticDimension`` sizes rows to their cells.
  public var rowHeight: CGFloat = TableMetrics.rowHeight { didSet { setNeedsReload() } }
  /// The estimated row height (`estimatedRowHeight`); kept, Swivel measures every row.
  public var estimatedRowHeight: CGFloat = automaticDimension
  /// The height of section headers when the delegate does not say (`sectionHeaderHeight`);
  /// ``automaticDimension``: the style's height for a title, none without one.
  public var sectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
  /// The height of section footers when the delegate does not say (`sectionFooterHeight`).
  public var sectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }

  /// Whether rows have separators (`separatorStyle`); ``SeparatorStyle/singleLine``.
  public var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
  /// The separators' colour (`separatorColor`); `.separator`.
  public var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
  /// The separators' insets from the cells' edges (`separatorInset`; only left and right
  /// count). By default the cells' leading content margin on the left (16 pt in a compact
  /// width, 20 in a regular one, plus the safe area in a plain or grouped table) and 0 on the
  /// right, as on an iPhone.
  public var separatorInset: EdgeInsets {
    get {
      explicitSeparatorInset
        ?? EdgeInsets(top: 0, left: contentMargins.leading, bottom: 0, right: 0)
    }
    set { explicitSeparatorInset = newValue; setNeedsLayout() }
  }
  var explicitSeparatorInset: EdgeInsets?

  /// A view above the first section (`tableHeaderView`): its height is kept and its width set
  /// to the table's.
  public var tableHeaderView: View? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }
  /// A view below the last section (`tableFooterView`): its height is kept and its width set
  /// to the table's.
  public var tableFooterView: View? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsReload()
    }
  }

  /// Whether a tap selects a row (`allowsSelection`); true.
  public var allowsSelection = true

  /// Cell classes by reuse identifier.
  var cellClasses: [String: TableViewCell.Type] = [:]
  /// Header and footer classes by reuse identifier.
  var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  /// Cells out of view, by reuse identifier, ready to be dequeued.
  var reuseQueues: [String: [TableViewCell]] = [:]
  /// Header and footer views out of view, by reuse identifier.
  var headerFooterQueues: [String: [TableViewHeaderFooterView]] = [:]
  /// The cells in view, by row.
  var visibleCellsByRow: [IndexPath: TableViewCell] = [:]
  /// The section headers and footers in view.
  var visibleHeaderFooters: [SectionEnd: View] = [:]
  /// Where everything goes, from the last reload.
  var geometry = TableGeometry()
  /// Whether the rows must be counted and measured again before the next layout.
  var needsReload = true
  /// How many times the rows were counted and measured: a layout pass compares it across a
  /// data-source call to notice a reload made from inside that call.
  var reloadCount = 0
  /// The width the geometry was measured at.
  var geometryWidth: CGFloat = -1
  /// The selected row.
  var selectedRow: IndexPath?
  /// The separators a plain table draws below its last row, as if empty rows followed.
  var fillerSeparators: [View] = []

  /// A header or a footer of a section.
  struct SectionEnd: Hashable {
    var section: Int
    var isFooter: Bool
  }

  /// Creates a table of `style` (`init(frame:style:)`).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table (`init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Lays out the rows, headers and footers in view (see the type's summary); subclasses that
  /// override it call `super`, as in UIKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }

  /// Selects the row under a tap when it lifts, as UIKit's table does; a drag selects
  /// nothing.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let location = touches.first?.tapLocation(in: self) { receiveTap(at: location) }
  }

  /// A row whose height is NaN or infinite (see ``invalidRowHeight``).
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? {
    invalidRowHeight
  }

  /// The delegate, when the scroll view's ``ScrollView/delegate`` is a table view delegate.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  /// Counts and measures every row again and asks for the cells in view afresh
  /// (`reloadData()`); the cells in view go back to their queues.
  public func reloadData() {
    setNeedsReload()
    layoutIfNeeded()
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections (`numberOfSections`), as of the last reload.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return geometry.sections.count
  }

  /// The number of rows in `section` (`numberOfRows(inSection:)`), as of the last reload.
  ///
  /// - Precondition: `section` is one of the sections; the message names it and the count.
  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    requireSection(section, in: "numberOfRows(inSection: \(section))")
    return geometry.sections[section].rowCount
  }

  /// The leading and trailing margins of the rows' content: 16 pt in a compact width, 20 in a
  /// regular one, plus the safe area in plain and grouped tables (an inset-grouped table's
  /// sections are inset by it instead).
  var contentMargins: (leading: CGFloat, trailing: CGFloat) {
    let margin = TableMetrics.margin(regular: traitCollection.horizontalSizeClass == .regular)
    if style == .insetGrouped { return (margin, margin) }
    return (safeAreaInsets.left + margin, safeAreaInsets.right + margin)
  }

  /// The horizontal extent of the rows: the full width, or inset by the margins and the safe
  /// area in an inset-grouped table.
  var rowsMinMaxX: (CGFloat, CGFloat) {
    guard style == .insetGrouped else { return (0, bounds.width) }
    let margin = TableMetrics.margin(regular: traitCollection.horizontalSizeClass == .regular)
    return (safeAreaInsets.left + margin, bounds.width - safeAreaInsets.right - margin)
  }

}

extension TableView: ContentDrawing {
  package func drawingContent() -> [RenderContent] { [] }
}
