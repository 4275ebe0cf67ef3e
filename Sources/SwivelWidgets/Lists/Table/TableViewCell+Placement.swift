extension TableViewCell {
  /// How the table draws a row's cell: its content margins, its separators and, in an
  /// inset-grouped table, its rounded corners.
  struct Placement: Equatable {
    /// The separator at the bottom of a cell.
    enum Separator: Equatable {
      /// None: the last row of an inset-grouped section, or no separators.
      case none
      /// Inset: from the table's explicit inset (left, right) when it has one, else from the
      /// text's leading edge to the trailing edge.
      case inset((left: CGFloat, right: CGFloat)?)
      /// Edge to edge: the last row of a grouped section.
      case fullWidth

      static func == (lhs: Separator, rhs: Separator) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none), (.fullWidth, .fullWidth): return true
        case (.inset(let a), .inset(let b)): return a?.left == b?.left && a?.right == b?.right
        default: return false
        }
      }
    }

    /// The leading margin of the content (16 pt, plus the safe area in a plain or grouped table).
    var leadingMargin: CGFloat = TableMetrics.compactMargin
    /// The trailing margin.
    var trailingMargin: CGFloat = TableMetrics.compactMargin
    /// The bottom separator.
    var separator = Separator.none
    /// Whether a full-width separator runs along the top (a grouped section's first row).
    var hasTopSeparator = false
    /// The separators' colour.
    var separatorColor: Color? = .separator
    /// One pixel, in points.
    var hairline: CGFloat = 0.5
    /// Whether the table is grouped (the cell's default background is then the grouped one).
    var isGrouped = false
    /// The corners rounded with the inset-grouped radius.
    var roundedCorners: CornerMask = []

    init(
      leadingMargin: CGFloat = TableMetrics.compactMargin,
      trailingMargin: CGFloat = TableMetrics.compactMargin,
      separatorColor: Color? = .separator, hairline: CGFloat = 0.5, isGrouped: Bool = false
    ) {
      self.leadingMargin = leadingMargin
      self.trailingMargin = trailingMargin
      self.separatorColor = separatorColor
      self.hairline = hairline
      self.isGrouped = isGrouped
    }

    /// The table's explicit left separator inset, if any.
    var separatorLeft: CGFloat? {
      if case .inset(let inset?) = separator { return inset.left }
      return nil
    }
    /// The table's explicit right separator inset, if any.
    var separatorRight: CGFloat? {
      if case .inset(let inset?) = separator { return inset.right }
      return nil
    }
  }
}
