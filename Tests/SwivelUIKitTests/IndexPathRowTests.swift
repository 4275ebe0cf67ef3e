import Foundation
import SwivelUIKit
import Testing

/// `IndexPath`'s list names, as UIKit adds them: section first, then row or item.
@Suite struct IndexPathRowTests {
  @Test func rowsItemsAndSectionsAreTheTwoIndices() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    #expect(Array(path) == [1, 3])
    path.row = 7
    #expect(path == IndexPath(item: 7, section: 1))
    path.section = 0
    #expect(path == IndexPath(indexes: [0, 7]))
    // Index paths order by section, then row, as lists need.
    #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
  }
}
