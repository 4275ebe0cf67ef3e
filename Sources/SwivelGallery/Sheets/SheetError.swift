/// Why a preview sheet could not be made.
public struct SheetError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, naming the scene and tile.
  public let message: String
  /// The message.
  public var description: String { message }
}
