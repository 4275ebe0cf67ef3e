extension View {
  /// The recognisers attached to the view, in the order they were added
  /// (`gestureRecognizers`); nil when there are none, as in UIKit.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage { recognizer.view = nil }
      gestureRecognizerStorage = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `recognizer` to the view (`addGestureRecognizer(_:)`), first taking it from the
  /// view it was on; adding it again does nothing.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if recognizer.view === self { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizerStorage.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer` from the view (`removeGestureRecognizer(_:)`).
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === recognizer }) else {
      return
    }
    gestureRecognizerStorage.remove(at: index)
    recognizer.view = nil
  }
}
