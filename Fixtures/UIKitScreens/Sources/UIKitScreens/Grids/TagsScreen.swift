// A tag picker in the style of "tags with a flow layout" tutorials: a UIViewController that owns
// a UICollectionView with a plain flow layout, sizes each tag in
// `collectionView(_:layout:sizeForItemAt:)` from its text measured with `size(withAttributes:)`,
// gives the section insets through the flow-layout delegate, and draws rounded capsules that
// turn blue when selected. Modelled on the tag-cloud samples built on
// UICollectionViewDelegateFlowLayout; rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class TagCell: UICollectionViewCell {
  static let font = UIFont.systemFont(ofSize: 15, weight: .medium)
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 16
    contentView.backgroundColor = .secondarySystemBackground
    titleLabel.font = TagCell.font
    titleLabel.textAlignment = .center
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet {
      contentView.backgroundColor = isSelected ? .systemBlue : .secondarySystemBackground
      titleLabel.textColor = isSelected ? .white : .label
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds
  }
}

final class TagsViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let tags = [
    "Swift", "UIKit", "Frames", "Rotation", "Size classes", "Snapshots", "Linux", "Cairo", "PNG",
    "Accessibility", "Right to left", "Dynamic Type", "Tables", "Grids", "Safe area", "iPad",
    "Dark mode", "Layout margins", "Autoresizing", "Trait collections",
  ]
  private(set) var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Topics"
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 10
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.allowsMultipleSelection = true
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "TagCell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for item in [1, 4, 9] {
      collectionView.selectItem(
        at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return tags.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: indexPath) as! TagCell
    cell.titleLabel.text = tags[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let text = tags[indexPath.item].size(withAttributes: [.font: TagCell.font])
    return CGSize(width: ceil(text.width) + 28, height: 32)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    return UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  }
}
