import SwivelSnapshotTesting
import Testing

/// `.image(on:…, extent: .fullContent)` for a controller, as for a scene.
@Suite struct ControllerExtentStrategyTests {
  /// A screen filled by a scroll view holding 2000 points of content.
  final class TallController: ViewController {
    let scroll = ScrollView()
    let content = View()

    override func viewDidLoad() {
      view.backgroundColor = .white
      content.backgroundColor = .systemGreen
      scroll.contentInsetAdjustmentBehavior = .never
      scroll.addSubview(content)
      view.addSubview(scroll)
    }

    override func updateInterface() {
      scroll.frame = view.bounds
      content.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 2000)
      scroll.contentSize = content.frame.size
    }
  }

  @Test func theFullContentImageShowsTheWholeScrollView() throws {
    let screen = try Snapshotting<TallController, Bitmap>.image(on: .iphone6).snapshot(
      TallController())
    let full = try Snapshotting<TallController, Bitmap>.image(on: .iphone6, extent: .fullContent)
      .snapshot(TallController())
    #expect(screen.width == 750 && screen.height == 1334)
    #expect(full.width == 750 && full.height == 4000)
  }
}
