/// Where a layout puts one element of a collection view, and how it shows it
/// (`UICollectionViewLayoutAttributes`): a cell, a supplementary view (a section header or
/// footer) or a decoration view.
///
/// As in UIKit, ``frame``, ``center`` and ``size`` are one rectangle seen three ways: setting any
/// of them moves or resizes the others. The collection view applies the attributes to the view
/// it shows for the element (frame, ``alpha``, ``isHidden``, ``transform``, ``zIndex``), then calls
/// ``CollectionReusableView/apply(_:)``.
open class CollectionViewLayoutAttributes {
  /// What kind of element the attributes describe (`UICollectionView.ElementCategory`).
  public enum ElementCategory: Int, Sendable, Hashable, CaseIterable {
    /// A cell: one item of a section.
    case cell
    /// A supplementary view such as a section header or footer.
    case supplementaryView
    /// A decoration view, which the layout owns.
    case decorationView
  }

  /// The element's position: its section and item.
  public var indexPath: IndexPath
  /// Whether the element is a cell, a supplementary view or a decoration view
  /// (`representedElementCategory`).
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view (`representedElementKind`), such as
  /// ``CollectionView/elementKindSectionHeader``; nil for a cell.
  public let representedElementKind: String?

  /// The element's rectangle in the collection view's content coordinates (`frame`), standardized
  /// when set. ``center`` and ``size`` are the same rectangle seen two other ways.
  public var frame: CGRect = .zero {
    didSet { frame = frame.standardized }
  }
  /// The element's centre, in the collection view's content coordinates (`center`); setting it
  /// moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The element's size (`size`); setting it keeps the centre where it is.
  public var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }
  /// The element's bounds: its size at the origin (`bounds`).
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The element's transform about its centre (`transform`); identity by default.
  public var transform: CGAffineTransform = .identity
  /// The element's opacity (`alpha`); 1 by default.
  public var alpha: CGFloat = 1
  /// Whether the element is hidden (`isHidden`); false by default.
  public var isHidden = false
  /// The element's place in front of or behind the others (`zIndex`); 0 by default. Higher
  /// values are in front.
  public var zIndex = 0

  /// Attributes for the cell of the item at `indexPath` (`init(forCellWith:)`).
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for a supplementary view of `kind` at `indexPath`
  /// (`init(forSupplementaryViewOfKind:with:)`).
  public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// Attributes for a decoration view of `kind` at `indexPath`
  /// (`init(forDecorationViewOfKind:with:)`).
  public required init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// A copy of the attributes, of the same class (`copy()`), which subclasses that add
  /// properties extend.
  open func copy() -> CollectionViewLayoutAttributes {
    let copy: CollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = Self(forCellWith: indexPath)
    case .supplementaryView:
      copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    return copy
  }
}

extension CollectionViewLayoutAttributes: CustomStringConvertible {
  /// The element and its frame, for test failures and logs.
  public var description: String {
    let element = representedElementKind.map { "\($0) " } ?? ""
    return "<\(element)\(indexPath) frame: \(frame)>"
  }
}
