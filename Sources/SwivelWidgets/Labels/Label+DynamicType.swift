/// Dynamic Type for labels (`UILabel.adjustsFontForContentSizeCategory`, from
/// `UIContentSizeCategoryAdjusting`): a label whose font came from a text style
/// (`Font.preferredFont(forTextStyle:)`) and that adjusts gets the style's size for its new
/// content size category whenever that category changes, including at launch in a
/// ``DeviceHost`` whose traits choose a category. Fonts of fixed sizes never change. The
/// superview is asked for a layout pass, so a ``Button`` re-centres its `titleLabel`
/// (`button.titleLabel.adjustsFontForContentSizeCategory = true`).
extension Label: TraitChangeAdjusting {
  package func adjustForTraitChange(from previous: TraitCollection, to current: TraitCollection) {
    if previous.pseudoLocale != current.pseudoLocale {
      // The text is rewritten for the new pseudo-locale: measure and lay it out again.
      textDidChange()
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
    guard adjustsFontForContentSizeCategory, let style = font.textStyle,
      previous.preferredContentSizeCategory != current.preferredContentSizeCategory
    else { return }
    font = Font.preferredFont(forTextStyle: style, compatibleWith: current)
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}

extension Label {
  /// An alignment with ``TextAlignment/natural`` (and ``TextAlignment/justified``, whose last
  /// line is natural) resolved for the view's layout direction: right in a right-to-left
  /// layout, left otherwise.
  func resolved(_ alignment: TextAlignment) -> TextAlignment {
    switch alignment {
    case .natural, .justified:
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    case .left, .center, .right: alignment
    }
  }
}
