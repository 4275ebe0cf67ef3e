import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets

/// A cell that counts its reuses and can size itself to a given size.
final class CountingCell: CollectionViewCell {
  var reuses = 0
  var fittingSize = CGSize.zero
  var item = -1

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }
}

/// A header or footer.
final class TitleView: CollectionReusableView {}

/// A data source and flow-layout delegate for the tests: item counts per section, optional
/// sizes per item, the calls it received.
final class GridDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var counts: [Int]
  var sizes: [CGSize]?
  var fittingSizes: [CGSize]?
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var cellsAsked = 0
  var dequeued: Set<ObjectIdentifier> = []

  init(counts: [Int], sizes: [CGSize]? = nil) {
    self.counts = counts
    self.sizes = sizes
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  { counts[section] }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellsAsked += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    dequeued.insert(ObjectIdentifier(cell))
    if let cell = cell as? CountingCell {
      cell.item = indexPath.item
      if let fittingSizes { cell.fittingSize = fittingSizes[indexPath.item] }
    }
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?[indexPath.item] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }

  /// A collection view of `size` with this data source and delegate and `layout`, laid out.
  func makeGrid(size: CGSize, layout: CollectionViewFlowLayout) -> CollectionView {
    let grid = CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    grid.register(
      TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    grid.register(
      TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "title")
    grid.dataSource = self
    grid.delegate = self
    grid.layoutIfNeeded()
    return grid
  }
}

extension CollectionView {
  /// The frames of the items of `section`, from the layout.
  func itemFrames(section: Int = 0) -> [CGRect] {
    (0..<numberOfItems(inSection: section)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }
}
