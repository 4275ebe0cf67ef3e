/// A list view that selects what a tap lands on (a ``CollectionView``'s items, a ``TableView``'s
/// rows), as its own touch handling does in UIKit; ``Window/sendTap(at:)`` delivers to it.
protocol SelectsOnTap: View {
  /// Selects the item at `point`, in the view's bounds coordinates, if any.
  func receiveTap(at point: CGPoint)
}

extension CollectionView: SelectsOnTap {
  func receiveTap(at point: CGPoint) { handleTap(at: point) }
}

extension TableView: SelectsOnTap {}
