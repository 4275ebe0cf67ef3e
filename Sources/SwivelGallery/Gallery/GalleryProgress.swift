/// How far a gallery run has got, reported after each image is written.
public struct GalleryProgress: Sendable, Hashable {
  /// Images written so far.
  public var completed: Int
  /// Images the run writes in all.
  public var total: Int
  /// The file just written.
  public var fileName: String

  /// The fraction done, 0…1.
  public var fraction: Double { total == 0 ? 1 : Double(completed) / Double(total) }
}
