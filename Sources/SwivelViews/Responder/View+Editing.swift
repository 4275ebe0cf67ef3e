extension View {
  /// Makes the first responder resign when it is the receiver or a view inside it
  /// (`endEditing(_:)`), as a tap outside a text field does. With `force` it resigns even if
  /// its ``Responder/canResignFirstResponder`` refuses.
  ///
  /// - Returns: whether no view of the receiver's subtree is the first responder any more.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? View,
      responder.isDescendant(of: self)
    else {
      return true
    }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    window.firstResponder = nil
    return true
  }
}
