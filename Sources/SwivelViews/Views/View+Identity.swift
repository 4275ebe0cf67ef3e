extension View: Hashable, CustomDebugStringConvertible {
  /// Views are equal when they are the same object, as `NSObject`'s `isEqual(_:)` makes
  /// `UIView`s equal; so `views.firstIndex(of: view)` and a `Set<View>` work as on iOS.
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// `<Label#title; frame = (16.0, 20.0, 343.0, 21.0)>`: the class, the identifier or the
  /// place among the siblings, and the frame.
  public var debugDescription: String {
    let f = frame
    return "<\(debugName); frame = (\(f.minX), \(f.minY), \(f.width), \(f.height))>"
  }
}
