extension TextField {
  /// Whether a text-style font follows the content size category
  /// (`UITextField.adjustsFontForContentSizeCategory`); false by default. Works as
  /// `Label.adjustsFontForContentSizeCategory` does: a font from
  /// `Font.preferredFont(forTextStyle:)` takes the style's size for the new category.
  public var adjustsFontForContentSizeCategory: Bool {
    get { textLabel.adjustsFontForContentSizeCategory }
    set { textLabel.adjustsFontForContentSizeCategory = newValue }
  }
}
