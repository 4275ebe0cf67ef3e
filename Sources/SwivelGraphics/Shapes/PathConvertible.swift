/// A type that holds an outline as a ``Path``: the value itself, or a class around it such as
/// UIKit's `CGPath` and `CGMutablePath` in SwivelUIKit. What takes any of them (the snapshot
/// strategies for paths) reads ``pathValue``.
public protocol PathConvertible {
  /// The outline, as it is now.
  var pathValue: Path { get }
}

extension Path: PathConvertible {
  /// The path itself.
  public var pathValue: Path { self }
}
