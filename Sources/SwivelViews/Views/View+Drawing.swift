import Foundation

extension View {
  /// Marks the view's drawing as out of date (`setNeedsDisplay()`). Swivel calls
  /// ``draw(_:)`` afresh on every render, after layout, so there is nothing to invalidate:
  /// this exists so that UIKit code calling it compiles and means what it meant there.
  public func setNeedsDisplay() {}

  /// Marks part of the drawing as out of date (`setNeedsDisplay(_:)`); see
  /// ``setNeedsDisplay()``.
  public func setNeedsDisplay(_ rect: CGRect) {}

  /// Runs ``draw(_:)`` with a fresh `GraphicsContext` as the current one and returns what
  /// it recorded.
  func customDrawing() -> [RenderContent] {
    let context = GraphicsContext(bounds: bounds)
    GraphicsContext.withDrawing(context) {
      draw(bounds)
    }
    return context.recorded
  }

  /// Whether ``draw(_:)`` may be overridden for this view's class, worked out once per class
  /// and then kept on the view. Swivel's own classes never override it, so their views pay
  /// one stored Boolean per render for custom drawing. Swift cannot tell whether a class of
  /// yours overrides a method, so views of classes outside Swivel's modules have `draw(_:)` called on
  /// every render (an empty call when not overridden).
  func checkCustomDrawing() -> Bool {
    let result = !SwivelClasses.contains(type(of: self))
    mayDrawCustomContent = result
    return result
  }
}
