import SwivelSnapshotTesting

/// W1 "restructure" (shared/bench/workloads.md): one 375×667-pt screen at 2×, a white root, a
/// green content view and four system buttons, with exactly W1's frames, colours and titles.
final class W1ViewController: ViewController {
  let content = View()
  let buttons = (0..<4).map { _ in Button(type: .system) }
  let titles: [String]

  init(changed: Bool = false) {
    titles = ["Action One", "Action Two", "Action Three", changed ? "Action Five" : "Action Four"]
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .white
    content.backgroundColor = Color(RGBA8(r: 0, g: 192, b: 0))
    view.addSubview(content)
    for (button, title) in zip(buttons, titles) {
      button.setTitle(title, for: .normal)
      view.addSubview(button)
    }
  }

  override func updateInterface() {
    content.frame = CGRect(x: 20, y: 20, width: 335, height: 527)
    buttons[0].frame = CGRect(x: 20, y: 567, width: 160, height: 30)
    buttons[1].frame = CGRect(x: 20, y: 617, width: 160, height: 30)
    buttons[2].frame = CGRect(x: 195, y: 567, width: 160, height: 30)
    buttons[3].frame = CGRect(x: 195, y: 617, width: 160, height: 30)
  }
}

/// A W1 window (no status bar: W1 has none), laid out.
func makeW1Window(changed: Bool = false) -> Window {
  let window = Window(rootViewController: W1ViewController(changed: changed), device: .iphone6)
  window.layoutIfNeeded()
  return window
}
