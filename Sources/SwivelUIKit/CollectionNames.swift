// UIKit's names for Swivel's collection views (`UICollectionView.ScrollPosition`,
// `UICollectionViewFlowLayout.ScrollDirection`, `UICollectionViewLayoutAttributes.ElementCategory`
// and the element kinds follow).

/// `UICollectionView`: `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: `CollectionReusableView`, the base of cells, headers and footers.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewLayout`: `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewController`: `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UICollectionView.ScrollDirection`'s older top-level name: `CollectionViewFlowLayout.ScrollDirection`.
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// `UICollectionView.ScrollPosition`'s older top-level name: `CollectionView.ScrollPosition`.
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition

/// The section header kind under its Swift 3 name (`UICollectionElementKindSectionHeader`).
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// The section footer kind under its Swift 3 name (`UICollectionElementKindSectionFooter`).
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter
