// A test around a layout-warning check: `host` holds a controller laid out with pin chains.
import Swivel
import Testing

final class PinnedController: ViewController {
  let header = View(), body = Label()

  override func viewDidLoad() {
    view.addSubview(header)
    view.addSubview(body)
  }

  override func updateInterface() {
    header.pin.top(from: .safeArea).left().right().height(60)
    body.pin.below(of: header).marginTop(10).horizontally(12).bottom(from: .safeArea)
  }
}

@Suite struct LayoutWarningsSample {
  @Test func clean() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: PinnedController())
    // {{sample}}
  }
}
