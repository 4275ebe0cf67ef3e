extension Snapshotting where Value == View, Format == String {
  /// The laid-out view tree as indented text, one view a line (`View.recursiveDescription`),
  /// stored as `.txt`: UIKit's `recursiveDescription`, swift-snapshot-testing's
  /// `.recursiveDescription`. Failures show a unified line diff.
  public static var recursiveDescription: Snapshotting { recursiveDescription() }

  /// The text dump with a layout-warning policy, after giving the view `size` and `traits`
  /// as ``image(scale:size:traits:comparison:)``
  /// does (swift-snapshot-testing's `recursiveDescription(size:traits:)`).
  public static func recursiveDescription(
    size: CGSize? = nil, traits: TraitCollection = .init(),
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines, layoutWarnings: layoutWarnings) {
      (view: View) throws(SnapshotRenderError) -> String in
      try ViewPreparation.with(view, size: size, traits: traits) {
        () throws(SnapshotRenderError) -> String in
        view.layoutIfNeeded()
        return view.recursiveDescription + "\n"
      }
    }
  }

  /// The laid-out view tree as Swivel's JSON dump (`View.dump()`), stored as `.json`:
  /// swift-snapshot-testing's `.dump`, with fields in schema order. Failures show a unified
  /// line diff.
  public static var dump: Snapshotting { dump() }

  /// The JSON dump with a layout-warning policy.
  public static func dump(layoutWarnings: LayoutWarningPolicy = .fail) -> Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines, layoutWarnings: layoutWarnings) {
      (view: View) throws(SnapshotRenderError) -> String in
      view.layoutIfNeeded()
      return view.dump().json.serialized() + "\n"
    }
  }
}
