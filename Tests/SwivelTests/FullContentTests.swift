import Foundation
import Swivel
import Testing

/// A screen whose scroll view fills the root view below a 100-pt header and holds `height`
/// points of content.
private final class TallController: ViewController {
  let header = View()
  let scroll = ScrollView()
  let content = View()
  let contentHeight: CGFloat
  var fixedScrollHeight: CGFloat?

  init(contentHeight: CGFloat) {
    self.contentHeight = contentHeight
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .white
    header.backgroundColor = .systemBlue
    content.backgroundColor = .systemGreen
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.addSubview(content)
    view.addSubview(header)
    view.addSubview(scroll)
  }

  override func updateInterface() {
    let bounds = view.bounds
    header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 100)
    scroll.frame = CGRect(
      x: 0, y: 100, width: bounds.width, height: fixedScrollHeight ?? bounds.height - 100)
    content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
    scroll.contentSize = content.frame.size
  }
}

/// A table of three rows filling the screen, the middle one 1e300 points tall.
private final class HugeRowTableController: ViewController, TableViewDataSource, TableViewDelegate {
  let table = TableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
  }

  override func updateInterface() {
    table.frame = view.bounds
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 1 ? 1e300 : 44
  }
}

/// Full-content images: the window grows by what the scroll view's content needs, at the
/// device's scale, within the renderer's limits, and the host is left as it was.
@Suite struct FullContentTests {
  @Test func theImageIsAsTallAsTheContentNeeds() throws {
    // iPhone 6: 667 pt tall, the scroll view 567 pt; 2,000 pt of content need 1,433 pt more:
    // 667 + 1,433 = 2,100 pt, 4,200 px at 2×.
    let controller = TallController(contentHeight: 2000)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let image = try host.renderFullContentImage()
    #expect(image.width == 750)
    #expect(image.height == 4200)
    // The bottom row of pixels is the content's green (#34C759, opaque ARGB), not white.
    #expect(image[375, 4199] == 0xFF34_C759)
    // Put back.
    #expect(host.window.bounds.size == CGSize(width: 375, height: 667))
    #expect(controller.scroll.bounds.height == 567)
  }

  @Test func contentThatFitsKeepsTheScreen() throws {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: TallController(contentHeight: 300))
    let image = try host.renderFullContentImage()
    #expect(image.height == 1334)
  }

  @Test func aScrollViewThatDoesNotGrowIsRefused() throws {
    let controller = TallController(contentHeight: 2000)
    controller.fixedScrollHeight = 300
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(throws: FullContentRenderError.self) { try host.renderFullContentImage() }
    do {
      _ = try host.renderFullContentImage()
    } catch {
      guard case .fullContent(.scrollViewDoesNotGrow) = error else {
        Issue.record("expected scrollViewDoesNotGrow, got \(error)")
        return
      }
    }
  }

  @Test func contentPastTheLimitIsATypedError() throws {
    // 9,000 pt at 2× is 18,000+ px, past 16,384 px a side.
    let host = try DeviceHost(
      device: .iphone6, rootViewController: TallController(contentHeight: 9000))
    do {
      _ = try host.renderFullContentImage()
      Issue.record("expected tooLarge")
    } catch {
      guard case .fullContent(.tooLarge(let width, let height)) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(width == 750)
      #expect(height == 2 * (667 + 9000 - 567))
    }
  }

  @Test func contentOf1e300PointsIsTooLargeNotATrap() throws {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: TallController(contentHeight: 1e300))
    do {
      _ = try host.renderFullContentImage()
      Issue.record("expected tooLarge")
    } catch {
      guard case .fullContent(.tooLarge(let width, let height)) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(width == 750)
      #expect(height == 2e300)
      #expect(error.description.hasPrefix("the full content is 750×2e+300 px"))
    }
    #expect(host.window.bounds.size == CGSize(width: 375, height: 667))
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func aNonFiniteContentHeightNamesTheScrollView(height: CGFloat) throws {
    let controller = TallController(contentHeight: height)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    do {
      _ = try host.renderFullContentImage()
      Issue.record("expected nonFiniteContent")
    } catch {
      guard case .fullContent(.nonFiniteContent(let path, let field, let value)) = error else {
        Issue.record("expected nonFiniteContent, got \(error)")
        return
      }
      #expect(path == controller.scroll.hierarchyPath)
      #expect(field == "contentSize.height")
      #expect(value.isNaN == height.isNaN && (value.isNaN || value == height))
      #expect(
        error.description.contains(path)
          && error.description.contains("contentSize.height of \(height)"))
    }
  }

  @Test func aTableWithARowOf1e300PointsIsTooLarge() throws {
    let controller = HugeRowTableController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(controller.table.contentSize.height == 1e300 + 44 * 2)
    do {
      _ = try host.renderFullContentImage()
      Issue.record("expected tooLarge")
    } catch {
      guard case .fullContent(.tooLarge(_, let height)) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(height > Double(RenderLimits.maxSide))
    }
  }

  @Test func aScreenWithoutAScrollViewIsRefused() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    do {
      _ = try host.renderFullContentImage()
      Issue.record("expected noScrollView")
    } catch {
      guard case .fullContent(.noScrollView) = error else {
        Issue.record("expected noScrollView, got \(error)")
        return
      }
    }
  }
}
