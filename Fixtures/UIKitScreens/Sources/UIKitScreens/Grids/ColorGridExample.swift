// A grid screen in the style of UIKit collection view tutorials: a UICollectionViewController
// subclass made in code with a flow layout, a registered cell and section header, the data
// source and delegate methods overridden, and item sizes from UICollectionViewDelegateFlowLayout
// (three columns whatever the width). Modelled on the "Center cells" example of Imanou Petit's
// answer to "How can I center rows in UICollectionView?" (Stack Overflow question 16544186) and
// on Apple's UICollectionViewController template; rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

class SwatchCell: UICollectionViewCell {
  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    nameLabel.textAlignment = .center
    nameLabel.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
    nameLabel.textColor = .white
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = contentView.bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }

  override var isSelected: Bool {
    didSet { contentView.layer.borderWidth = isSelected ? 3 : 0 }
  }
}

class SwatchHeader: UICollectionReusableView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = UIFont.boldSystemFont(ofSize: 20)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }
}

class ColorGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  private let reuseIdentifier = "SwatchCell"
  private let headerIdentifier = "SwatchHeader"
  let sections: [(title: String, colors: [UIColor])] = [
    ("Warm", [.systemRed, .systemOrange, .systemYellow, .systemPink, .systemBrown]),
    (
      "Cool",
      [
        .systemBlue, .systemTeal, .systemGreen, .systemIndigo, .systemPurple, .systemMint,
        .systemCyan,
      ]
    ),
  ]
  var tappedColor: UIColor?

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Colors"
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    collectionView.register(
      SwatchHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: headerIdentifier)
  }

  // MARK: UICollectionViewDataSource

  override func numberOfSections(in collectionView: UICollectionView) -> Int {
    return sections.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return sections[section].colors.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
      as! SwatchCell
    cell.contentView.backgroundColor = sections[indexPath.section].colors[indexPath.item]
    cell.nameLabel.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath) as! SwatchHeader
    header.titleLabel.text = sections[indexPath.section].title
    return header
  }

  // MARK: UICollectionViewDelegate

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    tappedColor = sections[indexPath.section].colors[indexPath.item]
  }

  // MARK: UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let layout = collectionViewLayout as! UICollectionViewFlowLayout
    let columns: CGFloat = 3
    let available =
      collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right
      - layout.minimumInteritemSpacing * (columns - 1)
    let side = (available / columns).rounded(.down)
    return CGSize(width: side, height: side)
  }
}
