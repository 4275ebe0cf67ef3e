import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A table refuses what it cannot show and names it: an index path or section out of range
/// stops the program with a message naming it and the counts, as the collection view does and
/// as UIKit's exception does; a row whose height is NaN or infinite is named to the renderer.
@Suite struct TableViewValidationTests {
  @Test func numberOfRowsOutOfRangeNamesTheSectionAndTheCount() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let source = TableTestSource(rows: [10, 3])
      let table = source.makeTable()
      _ = table.numberOfRows(inSection: 5)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "numberOfRows(inSection: 5): section 5 is out of range; the table view has 2 sections"))
  }

  @Test func scrollToRowOutOfRangeNamesTheIndexPathAndTheCounts() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let source = TableTestSource(rows: [10, 3])
      let table = source.makeTable()
      table.scrollToRow(at: IndexPath(row: 3, section: 1), at: .top, animated: false)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "scrollToRow(at: [1, 3]): attempt to use an invalid index path; the table view has 2 sections with [10, 3] rows"
      ))
  }

  @Test func rectForRowOutOfRangeNamesTheIndexPath() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let source = TableTestSource(rows: [2])
      let table = source.makeTable()
      _ = table.rectForRow(at: IndexPath(row: -1, section: 0))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("rectForRow(at: [0, -1]): attempt to use an invalid index path"))
  }

  @Test func rowsInRangeAreAnswered() {
    let source = TableTestSource(rows: [10, 3])
    let table = source.makeTable()
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).height == 44)
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func aRowWithANonFiniteHeightIsNamedForTheRenderer(height: CGFloat) throws {
    let source = TableTestSource(rows: [5])
    source.heights = { $0.row == 2 ? height : 44 }
    let table = source.makeTable()
    let node = try #require(table.makeRenderNode())
    let invalid = try #require(node.invalidProperty)
    #expect(invalid.name.hasPrefix("height of row [0, 2]"))
    #expect(invalid.value == "\(height)")
  }

  @Test func finiteHeightsLeaveNothingToName() throws {
    let source = TableTestSource(rows: [5])
    let table = source.makeTable()
    #expect(try #require(table.makeRenderNode()).invalidProperty == nil)
  }
}
