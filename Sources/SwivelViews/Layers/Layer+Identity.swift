extension Layer: Equatable, CustomDebugStringConvertible {
  /// Layers are equal when they are the same object, as `NSObject`'s `isEqual(_:)` makes
  /// `CALayer`s equal.
  public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }

  /// `<CAGradientLayer#header; frame = (0.0, 0.0, 100.0, 50.0)>`: the class, the name when set
  /// and the frame.
  public var debugDescription: String {
    let f = frame
    return "<\(debugName); frame = (\(f.minX), \(f.minY), \(f.width), \(f.height))>"
  }
}
