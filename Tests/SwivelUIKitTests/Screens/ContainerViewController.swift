// Written as a container screen is on iOS; only the import differs (`import UIKit`).
import SwivelUIKit

/// A container that embeds a list controller above a 60-pt toolbar of its own, telling the
/// child about the toolbar through `additionalSafeAreaInsets`, and lays a caption out along
/// the child's margins and readable column.
final class ContainerViewController: UIViewController {
  let list = ListViewController()
  let toolbar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    toolbar.backgroundColor = .systemGray6
    addChild(list)
    view.addSubview(list.view)
    list.didMove(toParent: self)
    view.addSubview(toolbar)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    list.view.frame = view.bounds
    let height: CGFloat = 60 + view.safeAreaInsets.bottom
    toolbar.frame = CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    list.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
  }
}

final class ListViewController: UIViewController {
  let caption = UILabel()
  let footer = UIView()
  private(set) var appeared = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    caption.text = "Nothing new"
    caption.numberOfLines = 0
    view.addSubview(caption)
    footer.backgroundColor = .systemBlue
    view.addSubview(footer)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared = true
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let column = view.readableContentGuide.layoutFrame
    caption.frame = CGRect(
      x: column.minX, y: view.layoutMarginsGuide.layoutFrame.minY, width: column.width, height: 44)
    let safe = view.safeAreaLayoutGuide.layoutFrame
    footer.frame = CGRect(x: safe.minX, y: safe.maxY - 4, width: safe.width, height: 4)
  }
}
