// A photo library grid in the style of photo-album sample apps: a UICollectionViewController
// with a flow layout subclass that works out its square item size in `prepare()` from the
// collection view's width (three columns in portrait, five in landscape, one point between
// items), cells that show a picture filling their content view, and a selected item that is
// dimmed. Modelled on the PhotoCollectionViewLayout / GridCollectionViewLayout classes of
// photo-grid samples (e.g. JanePhotoScroller, ZoomableGrid); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class PhotoGridLayout: UICollectionViewFlowLayout {
  var spacing: CGFloat = 1

  override init() {
    super.init()
    minimumInteritemSpacing = spacing
    minimumLineSpacing = spacing
    scrollDirection = .vertical
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let bounds = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    let columns: CGFloat = bounds.width > bounds.height ? 5 : 3
    let side = floor((bounds.width - (columns - 1) * spacing) / columns)
    itemSize = CGSize(width: side, height: side)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return newBounds.width != collectionView?.bounds.width
  }
}

final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let pictureView = UIView()
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(pictureView)
    captionLabel.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
    captionLabel.textColor = .white
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet { contentView.alpha = isSelected ? 0.5 : 1 }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    pictureView.frame = contentView.bounds
    captionLabel.frame = CGRect(
      x: 4, y: contentView.bounds.height - 18, width: contentView.bounds.width - 8, height: 14)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = nil
  }
}

final class PhotoGridViewController: UICollectionViewController {
  let photoCount: Int

  init(photoCount: Int = 60) {
    self.photoCount = photoCount
    super.init(collectionViewLayout: PhotoGridLayout())
    title = "Photos"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int {
    return 1
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return photoCount
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    let hue = CGFloat(indexPath.item % 12) / 12
    cell.pictureView.backgroundColor = UIColor(
      hue: hue, saturation: 0.55, brightness: 0.85, alpha: 1)
    cell.captionLabel.text = "IMG_\(1000 + indexPath.item)"
    return cell
  }
}
