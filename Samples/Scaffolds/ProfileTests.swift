// {{sample}}

// What the sample's tests use, written as in a user's test target (under the sample's
// `import SwivelSnapshotTesting`).

/// A badge: a label with its frame set.
func makeBadge(_ text: String) -> View {
  let badge = Label()
  badge.text = text
  badge.textAlignment = .center
  badge.backgroundColor = .systemOrange
  badge.frame = CGRect(x: 0, y: 0, width: 60, height: 24)
  return badge
}

/// A screen with a title: tapping below it changes the title.
final class ProfileViewController: ViewController {
  let name = Label()
  let follow = Button(type: .system)

  override func viewDidLoad() {
    view.backgroundColor = .white
    name.text = "Ada"
    follow.setTitle("Follow", for: .normal)
    follow.addAction(for: .touchUpInside) { [unowned self] _ in name.text = "Ada (following)" }
    view.addSubview(name)
    view.addSubview(follow)
  }

  override func updateInterface() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    name.frame = CGRect(x: safe.minX + 20, y: safe.minY + 20, width: safe.width - 40, height: 24)
    follow.frame = CGRect(x: safe.minX + 20, y: safe.midY - 22, width: safe.width - 40, height: 44)
  }
}

let profileScene = Scene("Profile", summary: "A profile with a follow button.") {
  ProfileViewController()
}
