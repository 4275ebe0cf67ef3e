import SwivelSupport

extension IndexPath {
  /// A row of a section, for lists (`IndexPath(row:section:)`).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An item of a section, for grids (`IndexPath(item:section:)`).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index (`section`).
  ///
  /// - Precondition: the path has exactly two indices, as UIKit's lists require.
  public var section: Int {
    get { listIndex(0) }
    set { setListIndex(0, newValue) }
  }

  /// The row within the section: the second index (`row`).
  ///
  /// - Precondition: the path has exactly two indices.
  public var row: Int {
    get { listIndex(1) }
    set { setListIndex(1, newValue) }
  }

  /// The item within the section: the second index, as ``row`` (`item`).
  ///
  /// - Precondition: the path has exactly two indices.
  public var item: Int {
    get { listIndex(1) }
    set { setListIndex(1, newValue) }
  }

  private func listIndex(_ position: Int) -> Int {
    requireListPath()
    return self[position]
  }

  private mutating func setListIndex(_ position: Int, _ value: Int) {
    requireListPath()
    self[position] = value
  }

  private func requireListPath() {
    requirePrecondition(
      count == 2,
      "an index path used for a section, row or item must have exactly two indices (section, row); "
        + "this one has \(count): \(self)")
  }
}
