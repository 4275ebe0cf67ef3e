/// The numbers a table view and its cells are drawn with, as iOS 13 and later draw them.
///
/// Sources: Apple's `UITableView` and `UITableViewCell` documentation (`rowHeight`,
/// `separatorInset`, `automaticDimension`, the cell styles), Use Your Loaf's "Table View
/// Separator Inset" (separators inset from the cell's edges since iOS 11, reaching the trailing
/// edge on an iPhone), TimOliver/TOInsetGroupedTableView (iOS 13's inset-grouped groups: a
/// 10-pt corner radius, inset by the layout margins), and the measured layouts of UIKit's
/// standard cells (a disclosure indicator 8 × 13 pt at the trailing margin, the content view
/// ending 10 pt before the accessory). Values marked *approximate* are close readings of
/// screenshots, not published numbers; docs/reference/tables.md lists them.
enum TableMetrics {
  /// A row's height when nothing says otherwise (`rowHeight` of a table made in code).
  static let rowHeight: CGFloat = 44
  /// The side margin of rows and their content in a compact-width table.
  static let compactMargin: CGFloat = 16
  /// The side margin in a regular-width table.
  static let regularMargin: CGFloat = 20
  /// The corner radius of an inset-grouped section.
  static let insetGroupedCornerRadius: CGFloat = 10
  /// From the image view to the text in a cell with an image (*approximate*).
  static let imageToText: CGFloat = 16
  /// From the content view's end to the accessory.
  static let contentToAccessory: CGFloat = 10
  /// From the text label to a value-1 detail label.
  static let textToDetail: CGFloat = 8
  /// The width of a value-2 cell's title column (*approximate*).
  static let value2TitleWidth: CGFloat = 67
  /// From a value-2 title column to its detail text (*approximate*).
  static let value2Gap: CGFloat = 6
  /// The vertical padding of a self-sizing standard cell above and below its text
  /// (*approximate*: 11 pt gives 44 pt around one line of 17-pt text).
  static let verticalPadding: CGFloat = 11

  /// The disclosure indicator's box.
  static let chevronSize = CGSize(width: 8, height: 13)
  /// The checkmark's box.
  static let checkmarkSize = CGSize(width: 14, height: 11)
  /// The detail (info) button's box.
  static let detailButtonSize = CGSize(width: 22, height: 22)
  /// From a detail-disclosure's info button to its chevron (*approximate*).
  static let detailToChevron: CGFloat = 12

  /// A plain table's titled section header (and footer) height.
  static let plainHeaderHeight: CGFloat = 28
  /// A grouped section header's height with a title (*approximate*): the text sits 7 pt above
  /// the rows.
  static let groupedTitledHeaderHeight: CGFloat = 38
  /// Below a grouped section header's text, above the rows.
  static let groupedHeaderTextBottom: CGFloat = 7
  /// A grouped section header's height without a title, the first section's.
  static let groupedFirstHeaderHeight: CGFloat = 35
  /// A grouped section header's or footer's height without a title.
  static let groupedUntitledHeight: CGFloat = 18
  /// Above a grouped footer's text.
  static let groupedFooterTextTop: CGFloat = 7
  /// Below a grouped footer's text (*approximate*).
  static let groupedFooterTextBottom: CGFloat = 11

  /// The side margin of a table of this size class.
  static func margin(regular: Bool) -> CGFloat { regular ? regularMargin : compactMargin }
}
