import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// System bar button items keep UIKit's English titles, Done and Save semibold, with UIKit's
/// raw values, draw the symbol items as icons, and run their action when tapped.
@Suite struct BarButtonSystemItemTests {
  @Test func wordsStylesAndRawValuesAreUIKits() {
    #expect(BarButtonItem(systemItem: .cancel).title == "Cancel")
    #expect(BarButtonItem(systemItem: .cancel).style == .plain)
    #expect(
      BarButtonItem(systemItem: .done).title == "Done"
        && BarButtonItem(systemItem: .done).style == .done)
    #expect(BarButtonItem(systemItem: .save).style == .done)
    #expect(BarButtonItem(systemItem: .flexibleSpace).title == nil)
    // UIKit's raw values: done 0, cancel 1, edit 2, save 3, undo 21, redo 22, close 24.
    #expect(
      BarButtonItem.SystemItem.done.rawValue == 0 && BarButtonItem.SystemItem.save.rawValue == 3)
    #expect(
      BarButtonItem.SystemItem.undo.rawValue == 21 && BarButtonItem.SystemItem.close.rawValue == 24)
  }

  @Test func symbolItemsAreIconsAndWordItemsAreWords() {
    #expect(BarButtonItem.SystemItem.add.icon == .add)
    #expect(BarButtonItem.SystemItem.trash.icon == .trash)
    #expect(BarButtonItem.SystemItem.done.icon == nil && BarButtonItem.SystemItem.edit.icon == nil)
    #expect(BarButtonItem(systemItem: .add).systemItem == .add)
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let item = NavigationItem()
    item.rightBarButtonItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .done)]
    bar.pushItem(item, animated: false)
    bar.layoutIfNeeded()
    #expect(bar.rightButtons[0].currentTitle == nil && bar.rightButtons[0].systemIcon == .add)
    #expect(bar.rightButtons[1].currentTitle == "Done" && bar.rightButtons[1].systemIcon == nil)
  }

  @Test func buttonTypesDrawTheirIconsAtUIKitsSizes() {
    #expect(Button(type: .contactAdd).frame.size == CGSize(width: 22, height: 22))
    #expect(
      Button(type: .infoLight).systemIcon == .info
        && Button(type: .detailDisclosure).systemIcon == .info)
    #expect(Button(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    #expect(Button(type: .system).systemIcon == nil)
  }

  @Test func theActionRuns() {
    var ran = 0
    let item = BarButtonItem(barButtonSystemItem: .edit) { ran += 1 }
    item.action?()
    #expect(ran == 1 && item.title == "Edit")
  }
}
