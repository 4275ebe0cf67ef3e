import SwivelUIKit

/// A UIKit-style screen that adapts to dark mode and Dynamic Type, written as on iOS 13.
final class DarkModeLabelViewController: UIViewController {
  let titleLabel = UILabel()
  private(set) var appearanceChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Hello"
    titleLabel.textColor = .label
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    view.addSubview(titleLabel)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    titleLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 60)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      appearanceChanges += 1
    }
  }
}
