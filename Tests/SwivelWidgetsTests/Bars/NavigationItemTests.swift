import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

@Suite struct NavigationItemTests {
  private func hosted(_ configure: (NavigationItem) -> Void) throws -> NavigationBar {
    let content = ViewController()
    content.title = "Title"
    configure(content.navigationItem)
    let navigation = NavigationController(rootViewController: content)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    host.window.layoutIfNeeded()
    return navigation.navigationBar
  }

  @Test func theSingularItemIsTheFirstOfTheArray() {
    let item = NavigationItem()
    let edit = BarButtonItem(title: "Edit"), add = BarButtonItem(systemItem: .add)
    item.rightBarButtonItems = [edit, add]
    #expect(item.rightBarButtonItem === edit)
    item.rightBarButtonItem = add
    #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItems?.first === add)
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
  }

  @Test func leftItemsRunFromTheLeadingMarginAndRightItemsFromTheTrailingOne() throws {
    let bar = try hosted { item in
      item.leftBarButtonItems = [BarButtonItem(title: "One"), BarButtonItem(title: "Two")]
      item.rightBarButtonItems = [
        BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .search),
      ]
    }
    let left = bar.leftButtons.map(\.frame), right = bar.rightButtons.map(\.frame)
    #expect(left.count == 2 && right.count == 2)
    #expect(left[0].minX == 16 && left[1].minX == left[0].maxX + 8)
    #expect(right[0].maxX == 375 - 16 && right[1].maxX == right[0].minX - 8)
    #expect(right[0].width == 22)  // an icon, not the word "Add"
    #expect(bar.backButton.isHidden)
  }

  @Test func aTitleViewReplacesTheTitleCentredInTheRow() throws {
    let titleView = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    let bar = try hosted { $0.titleView = titleView }
    #expect(titleView.superview === bar)
    #expect(titleView.frame == CGRect(x: 127.5, y: 7, width: 120, height: 30))  // (375 − 120) / 2
    #expect(bar.titleLabel.isHidden)
  }

  @Test func aPromptAddsThirtyPointsAboveTheRow() throws {
    let bar = try hosted { $0.prompt = "Choose a photo" }
    #expect(bar.barHeight == CGFloat(44 + 30))
    #expect(bar.frame.height == 74)
    #expect(bar.promptLabel.text == "Choose a photo" && !bar.promptLabel.isHidden)
    #expect(bar.titleLabel.frame.minY >= 30)
  }
}
