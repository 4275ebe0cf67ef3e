// A profile screen as an iOS developer writes it: a navigation stack, an image from the
// package's own resources, a shadowed card, attributed text and a dark-mode-aware colour.
// Only the import and the bar button item's action (marked SWIVEL) differ from iOS.
import Foundation
import SwivelUIKit

final class ProfileViewController: UIViewController {
  let badge = UIImageView(image: UIImage(named: "badge", in: .module, compatibleWith: nil))
  let card = UIView()
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .systemGroupedBackground
    // SWIVEL: UIKit's closure form; `target:action:` takes a #selector, which Linux lacks.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { _ in })

    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.cornerCurve = .continuous
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.15
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.shadowRadius = 6
    view.addSubview(card)

    badge.contentMode = .scaleAspectFit
    card.addSubview(badge)

    let name = NSMutableAttributedString(
      string: "Anna ",
      attributes: [
        .font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.label,
      ])
    name.append(
      NSAttributedString(
        string: "Appleseed",
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .headline),
          .foregroundColor: UIColor.systemOrange,
        ]))
    nameLabel.attributedText = name
    card.addSubview(nameLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let guide = view.layoutMarginsGuide.layoutFrame
    card.frame = CGRect(
      x: guide.minX, y: view.safeAreaInsets.top + 16, width: guide.width, height: 92)
    badge.frame = CGRect(x: 16, y: 16, width: 60, height: 60)
    nameLabel.frame = CGRect(
      x: badge.frame.maxX + 12, y: 16, width: card.bounds.width - badge.frame.maxX - 28, height: 60)
  }
}
