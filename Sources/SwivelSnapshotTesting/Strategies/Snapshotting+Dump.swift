extension Snapshotting where Format == String {
  /// Any value as an indented tree of its parts, read by reflection (`Mirror`), stored as
  /// `.txt`: swift-snapshot-testing's `.dump`. A `View` keeps Swivel's JSON ``dump``.
  ///
  ///     ▿ Card
  ///       - title: "Ada"
  ///       ▿ tags: 2 elements
  ///         - "math"
  ///         - "engines"
  ///
  /// Dictionaries and sets are listed in a sorted order, so the text is the same on every
  /// run; a class instance met again below itself is marked as a circular reference.
  public static var dump: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines, layoutWarnings: .ignore) {
      (value: Value) throws(SnapshotRenderError) -> String in
      ValueDump.text(value)
    }
  }
}
