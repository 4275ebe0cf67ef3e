extension View {
  /// `Label#title` with an identifier, else `Label[2]` when an index is given (its place among
  /// its siblings), else `Label`: how messages, dumps, render errors and hierarchy paths name a
  /// view. The one owner of that spelling.
  package static func debugName(type: String, identifier: String?, index: Int?) -> String {
    if let identifier { return type + "#" + identifier }
    if let index { return type + "[\(index)]" }
    return type
  }

  /// The view's ``debugName(type:identifier:index:)``, with its index in its superview.
  package var debugName: String {
    View.debugName(
      type: typeName, identifier: identifier, index: superview.flatMap { $0.storageIndex(of: self) }
    )
  }
}
