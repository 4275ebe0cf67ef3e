/// A view a collection view reuses (`UICollectionReusableView`): the base of cells and of
/// supplementary views such as section headers and footers.
///
/// The collection view makes these from the class registered for a reuse identifier, with
/// `init(frame:)`, so a subclass overrides `init(frame:)` (and writes `required init?(coder:)`)
/// as in UIKit:
///
/// ```swift
/// final class SectionHeader: CollectionReusableView {
///   let title = Label()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     addSubview(title)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// A view that scrolls out of sight goes back to its identifier's queue and comes back, after
/// ``prepareForReuse()``, for another element.
open class CollectionReusableView: View {
  /// The identifier the view was registered and dequeued with (`reuseIdentifier`).
  public internal(set) var reuseIdentifier: String?

  /// Creates the view (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates the view with a zero frame through `init(frame:)`, the subclass's own when it has
  /// one. Required so that the collection view can make any registered class; a subclass that
  /// overrides `init(frame:)` and `init?(coder:)`, as UIKit subclasses do, inherits it.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Resets the view before the collection view hands it out again (`prepareForReuse()`). The
  /// default does nothing; subclasses clear what they set for the previous element and call
  /// `super`.
  open func prepareForReuse() {}

  /// Applies layout-specific attributes beyond the frame, alpha, hidden state and transform,
  /// which the collection view applies itself (`apply(_:)`). The default does nothing.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// The view's own measure of itself for a self-sizing layout
  /// (`preferredLayoutAttributesFitting(_:)`): a copy of `layoutAttributes` with the size
  /// `View.sizeThatFits(_:)` gives for the proposed size. UIKit asks Auto Layout here; a
  /// frame-layout cell answers through `sizeThatFits(_:)`.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copy()
    let fitted = sizeThatFits(layoutAttributes.size)
    preferred.size = CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
    return preferred
  }
}
