// A screen laid out with Auto Layout, as many iOS screens are. Swivel lays out with frames, so
// scripts/e2e-uikit expects this file NOT to compile, and expects each use of a constraint API
// to fail with the message that names the frame-layout way, not with "cannot find".
import SwivelUIKit

final class ConstraintsViewController: UIViewController {
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      titleLabel.widthAnchor.constraint(equalToConstant: 200),
      titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }
}
