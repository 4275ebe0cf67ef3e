// A test around a layout-audit assertion: FeedController's only finding is its 30-pt "more"
// button, which the sample exempts (an exemption that covers nothing would fail).
import SwivelSnapshotTesting
import Testing

final class FeedController: ViewController {
  let more = Button(type: .system)

  override func viewDidLoad() {
    view.backgroundColor = .white
    more.identifier = "more"
    more.setTitle("More", for: .normal)
    view.addSubview(more)
  }

  override func updateInterface() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    more.frame = CGRect(x: safe.maxX - 80, y: safe.minY + 20, width: 60, height: 30)
  }
}

@Suite struct LayoutAuditSample {
  @Test func feed() {
    // {{sample}}
  }
}
