import SwivelSupport

extension TableView {
  /// The first row whose height is NaN or infinite, which a render refuses naming the row
  /// (`RenderError.invalidGeometry` on the table, field "height of row [section, row]").
  var invalidRowHeight: RenderNode.InvalidProperty? {
    guard let (indexPath, height) = geometry.firstNonFiniteRow else { return nil }
    return RenderNode.InvalidProperty(
      name: "height of row \(indexPath) (from tableView(_:heightForRowAt:) or the cell's size)",
      value: PlainNumber.text(height))
  }

  /// Stops the program when `section` is not one of the table's sections, naming it and the
  /// count, as the collection view does.
  func requireSection(_ section: Int, in call: @autoclosure () -> String) {
    let count = geometry.sections.count
    requirePrecondition(
      (0..<count).contains(section),
      "\(call()): section \(section) is out of range; the table view has \(count) sections")
  }

  /// Stops the program when `indexPath` names no row of the table, naming it and the counts.
  func requireRow(_ indexPath: IndexPath, in call: @autoclosure () -> String) {
    let counts = geometry.sections.map(\.rowCount)
    let isRow =
      indexPath.count == 2 && counts.indices.contains(indexPath[0])
      && (0..<counts[indexPath[0]]).contains(indexPath[1])
    requirePrecondition(
      isRow,
      "\(call()): attempt to use an invalid index path; the table view has \(counts.count) sections "
        + "with \(counts) rows")
  }
}
