import Testing
import SwivelUI

/// System bar button items are drawn as UIKit's words, Done and Save semibold, with UIKit's raw
/// values, and run their action when tapped.
@Suite struct BarButtonSystemItemTests {
  @Test func wordsStylesAndRawValuesAreUIKits() {
    #expect(BarButtonItem(systemItem: .cancel).title == "Cancel")
    #expect(BarButtonItem(systemItem: .cancel).style == .plain)
    #expect(BarButtonItem(systemItem: .done).title == "Done" && BarButtonItem(systemItem: .done).style == .done)
    #expect(BarButtonItem(systemItem: .save).style == .done)
    #expect(BarButtonItem(systemItem: .flexibleSpace).title == nil)
    // UIKit's raw values: done 0, cancel 1, edit 2, save 3, undo 21, redo 22, close 24.
    #expect(BarButtonItem.SystemItem.done.rawValue == 0 && BarButtonItem.SystemItem.save.rawValue == 3)
    #expect(BarButtonItem.SystemItem.undo.rawValue == 21 && BarButtonItem.SystemItem.close.rawValue == 24)
  }

  @Test func theActionRuns() {
    var ran = 0
    let item = BarButtonItem(barButtonSystemItem: .edit) { ran += 1 }
    item.action?()
    #expect(ran == 1 && item.title == "Edit")
  }
}
