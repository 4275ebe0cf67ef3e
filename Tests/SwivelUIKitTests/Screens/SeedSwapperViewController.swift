// The seed's "Swapping Views on Rotation" in its iOS 8+ form, as an iOS developer writes it in
// Swift against UIKit: two full-screen views, each with a centred title, swapped by the shape
// of the new size in `viewWillTransition(to:with:)`. Only the import differs from the iOS file.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class SeedSwapperViewController: UIViewController {
  let portraitView = UIView()
  let landscapeView = UIView()

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func loadView() {
    configure(
      portraitView, title: "Portrait View",
      color: UIColor(red: 1, green: 214 / 255, blue: 10 / 255, alpha: 1))
    configure(
      landscapeView, title: "Landscape View",
      color: UIColor(red: 100 / 255, green: 210 / 255, blue: 1, alpha: 1))
    view = portraitView
  }

  private func configure(_ view: UIView, title: String, color: UIColor) {
    view.backgroundColor = color
    let label = UILabel()
    label.text = title
    label.font = UIFont.boldSystemFont(ofSize: 28)
    label.textAlignment = .center
    view.addSubview(label)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    view = size.width > size.height ? landscapeView : portraitView
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for container in [portraitView, landscapeView] {
      guard let label = container.subviews.first as? UILabel else { continue }
      label.sizeToFit()
      label.frame.origin = CGPoint(
        x: ((container.bounds.width - label.bounds.width) / 2).rounded(.down),
        y: ((container.bounds.height - label.bounds.height) / 2).rounded(.down))
    }
  }
}
