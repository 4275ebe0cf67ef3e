/// A way to turn a value into something comparable with a golden file, and how to compare it:
/// swift-snapshot-testing's `Snapshotting`. Strategies are values, so new ones are built from
/// existing ones with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == ProfileCard, Format == Bitmap {
///   static var card: Snapshotting {
///     Snapshotting<View, Bitmap>.image.pullback { (card: ProfileCard) in card.view }
///   }
/// }
/// assertSnapshot(of: ProfileCard(name: "Ada"), as: .card)
/// ```
public struct Snapshotting<Value, Format> {
  /// The golden file's extension (`png`, `txt`, `json`).
  public var pathExtension: String
  /// How snapshots of this format are stored and compared.
  public var diffing: Diffing<Format>
  /// Whether layout warnings raised while taking the snapshot fail the assertion.
  public var layoutWarnings: LayoutWarningPolicy
  /// Turns a value into its snapshot (lays it out, renders it, dumps it).
  public var snapshot: (Value) throws(SnapshotRenderError) -> Format

  /// Creates a strategy.
  public init(
    pathExtension: String, diffing: Diffing<Format>, layoutWarnings: LayoutWarningPolicy = .fail,
    snapshot: @escaping (Value) throws(SnapshotRenderError) -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.layoutWarnings = layoutWarnings
    self.snapshot = snapshot
  }

  /// A strategy for another value type that is first turned into this one
  /// (swift-snapshot-testing's `pullback`).
  public func pullback<NewValue>(
    _ transform: @escaping (NewValue) throws(SnapshotRenderError) -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing, layoutWarnings: layoutWarnings
    ) { (value: NewValue) throws(SnapshotRenderError) -> Format in
      try snapshot(try transform(value))
    }
  }

  /// The same strategy with another layout-warning policy.
  public func layoutWarnings(_ policy: LayoutWarningPolicy) -> Snapshotting {
    var copy = self
    copy.layoutWarnings = policy
    return copy
  }
}

/// What a snapshot assertion does with layout warnings (`LayoutWarningSink`) raised while the
/// snapshot is laid out.
public enum LayoutWarningPolicy: Sendable, Hashable {
  /// Warnings fail the assertion and are listed in its message (the default).
  case fail
  /// Warnings are ignored.
  case ignore
}

/// A snapshot that could not be taken (a render error, a 0×0 view, an orientation the
/// controller does not allow), with what to do about it.
public struct SnapshotRenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence, without a final period.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}
