extension ViewTree {
  /// The bounds of what a view tree record may hold. A golden is a file anyone can edit, so its tree is read
  /// with bounds that keep a failure message, the manifest and the report small, and the work
  /// of explaining a mismatch linear in the record's size:
  ///
  /// - at most ``Limits/maximumViews`` views and ``Limits/maximumDepth`` levels (what a render draws): a
  ///   record beyond them is ignored, and the failure says so;
  /// - every type, identifier, text and colour ``RecordedValue/bounded(_:)``. The trees Swivel
  ///   records are bounded the same way, so a recorded value and a captured one compare alike.
  ///
  /// The record's text itself is at most 16 MiB (``PNGAnnotation``).
  enum Limits {
    /// The most views a record may list.
    static let maximumViews = 100_000
    /// The deepest level a record may list: as deep as a render draws.
    static let maximumDepth = ViewDump.maximumDepth
  }
}
