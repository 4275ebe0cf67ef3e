import Swivel

/// A small badge: a label with a yellow background.
public func makeBadge(_ text: String) -> Label {
  let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
  label.text = text
  label.textAlignment = .center
  label.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
  return label
}

/// A screen with a badge in the middle.
public final class BadgeController: ViewController {
  /// The badge.
  public let badge = makeBadge("Profile")

  public override func loadView() {
    super.loadView()
    view.backgroundColor = .white
    view.addSubview(badge)
  }

  public override func updateInterface() {
    badge.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
  }
}
