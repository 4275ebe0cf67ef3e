import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// A table of rows under a navigation bar, for the bar's scroll-edge and scrolled looks.
private final class RowsPage: ViewController {
  let scrollView = ScrollView()
  let rows = (1...40).map { _ in Label() }

  override func loadView() { view = scrollView }

  override func viewDidLoad() {
    title = "Rows"
    scrollView.backgroundColor = .systemBackground
    for (index, row) in rows.enumerated() {
      row.text = "Row \(index + 1)"
      scrollView.addSubview(row)
    }
    scrollView.contentSize = CGSize(width: 0, height: CGFloat(rows.count) * 44)
  }

  override func updateInterface() {
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 16, y: CGFloat(index) * 44, width: view.bounds.width - 32, height: 44)
    }
  }
}

/// The bars as iOS 15 and later draw them, and the system items and button types as icons.
@Suite struct BarIconsSnapshotTests {
  @Test func navigationBarAtTheScrollEdgeAndScrolled() throws {
    let page = RowsPage()
    page.navigationItem.rightBarButtonItems = [
      BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .edit),
    ]
    let navigation = NavigationController(rootViewController: page)
    let host = try DeviceHost(device: .iphonex, rootViewController: navigation)
    assertSnapshot(of: host, as: .image, named: "edge")
    page.scrollView.contentOffset.y += 120
    assertSnapshot(of: host, as: .image, named: "scrolled")
  }

  @Test func systemItemsAndButtonTypesAreIcons() {
    let items: [BarButtonItem.SystemItem] = [
      .add, .action, .compose, .reply, .organize, .bookmarks, .search, .refresh, .stop, .camera,
      .trash, .play,
      .pause, .rewind, .fastForward, .undo, .redo, .close,
    ]
    let types: [Button.ButtonType] = [
      .contactAdd, .infoLight, .infoDark, .detailDisclosure, .close,
    ]
    let width: CGFloat = 200, rows = items.count / 3
    let sheet = View(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(rows + 1) * 44))
    sheet.backgroundColor = .systemBackground
    for row in 0..<rows {
      let bar = NavigationBar(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: width, height: 44))
      let item = NavigationItem()
      item.rightBarButtonItems = items[(row * 3)..<(row * 3 + 3)].map {
        BarButtonItem(systemItem: $0)
      }
      bar.pushItem(item, animated: false)
      sheet.addSubview(bar)
    }
    for (index, type) in types.enumerated() {
      let button = Button(type: type)
      button.center = CGPoint(x: 24 + CGFloat(index) * 38, y: CGFloat(rows) * 44 + 22)
      sheet.addSubview(button)
    }
    assertSnapshot(of: sheet, as: .image(scale: 3))
  }
}
