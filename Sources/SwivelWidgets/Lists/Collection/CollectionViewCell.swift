/// A cell of a collection view (`UICollectionViewCell`): a ``contentView`` for the app's
/// subviews, with an optional ``backgroundView`` behind it and a ``selectedBackgroundView`` shown
/// while the cell is selected or highlighted.
///
/// ```swift
/// final class PhotoCell: CollectionViewCell {
///   let tile = View()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     contentView.addSubview(tile)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override func layoutSubviews() {
///     super.layoutSubviews()
///     tile.frame = contentView.bounds
///   }
/// }
/// ```
///
/// The three views fill the cell's bounds, as in UIKit.
open class CollectionViewCell: CollectionReusableView {
  /// The view the app adds its subviews to (`contentView`); it fills the cell.
  public let contentView: View

  /// A view behind the content (`backgroundView`); nil by default. It fills the cell.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A view shown between the background and the content while the cell is selected or
  /// highlighted (`selectedBackgroundView`); nil by default.
  open var selectedBackgroundView: View? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      showSelectedBackgroundIfNeeded()
    }
  }

  /// Whether the cell is selected (`isSelected`); the collection view sets it from its
  /// selection. Subclasses override it to restyle, calling `super`.
  open var isSelected = false {
    didSet { showSelectedBackgroundIfNeeded() }
  }

  /// Whether the cell is highlighted (`isHighlighted`); subclasses override it to restyle.
  open var isHighlighted = false {
    didSet { showSelectedBackgroundIfNeeded() }
  }

  /// Creates a cell with an empty content view (`init(frame:)`).
  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.standardized.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Resets the selection and highlight (`prepareForReuse()`); subclasses call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
  }

  /// Fills the cell with the background, selected background and content views; subclasses
  /// that override it call `super` first.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    contentView.frame = bounds
  }

  private func showSelectedBackgroundIfNeeded() {
    guard let selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      guard selectedBackgroundView.superview !== self else { return }
      insertSubview(selectedBackgroundView, belowSubview: contentView)
      selectedBackgroundView.frame = bounds
    } else if selectedBackgroundView.superview === self {
      selectedBackgroundView.removeFromSuperview()
    }
  }
}
