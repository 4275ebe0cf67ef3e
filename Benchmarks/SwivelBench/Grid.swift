import SwivelSnapshotTesting

/// A photo-style grid of `count` coloured 100 × 100 items in a flow layout, for the benchmark's
/// grid row: only the items on screen get cells, so a grid of 10,000 items should cost about what
/// a grid of 20 does, apart from the layout's linear pass over the item count.
final class BenchGridController: CollectionViewController {
  let count: Int
  static let colors: [Color] = [
    .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple,
  ]

  init(count: Int) {
    self.count = count
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 1
    layout.minimumLineSpacing = 1
    super.init(collectionViewLayout: layout)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
  }

  override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    cell.contentView.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
    return cell
  }
}

/// Builds a grid of `count` items on an iPhone 6, scrolls its middle item to the centre, lays
/// it out and renders it; returns the number of cells made, for a check that reuse holds.
@discardableResult
func gridWorkload(count: Int) throws -> Int {
  let controller = BenchGridController(count: count)
  let host = try DeviceHost(device: .iphone6, rootViewController: controller)
  host.window.layoutIfNeeded()
  let grid: CollectionView = controller.collectionView
  grid.scrollToItem(
    at: IndexPath(item: count / 2, section: 0), at: .centeredVertically, animated: false)
  host.window.layoutIfNeeded()
  _ = try host.renderImage()
  return grid.visibleCells.count
}
