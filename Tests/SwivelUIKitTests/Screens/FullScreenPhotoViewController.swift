// Written as on iOS; only the import differs (`import UIKit`).
import SwivelUIKit

final class FullScreenPhotoViewController: UIViewController {
  let photo = UIView()
  let caption = UILabel()
  private(set) var captionHiddenDuringRotation: [Bool] = []
  private(set) var completions = 0

  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    photo.backgroundColor = .systemGray
    view.addSubview(photo)
    caption.text = "Sunset"
    caption.textColor = .white
    view.addSubview(caption)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let screen = UIScreen.main.bounds
    let side = min(screen.width, screen.height)
    photo.frame = CGRect(
      x: (view.bounds.width - side) / 2, y: (view.bounds.height - side) / 2, width: side,
      height: side)
    caption.frame = CGRect(
      x: 16, y: view.bounds.height - 40, width: view.bounds.width - 32, height: 24)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: {
        [unowned self] (context: UIViewControllerTransitionCoordinatorContext) in
        caption.isHidden = size.width > size.height
        captionHiddenDuringRotation.append(caption.isHidden)
      }, completion: { [unowned self] _ in completions += 1 })
  }
}
