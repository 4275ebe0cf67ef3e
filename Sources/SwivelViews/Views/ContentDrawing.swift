/// A view class of Swivel's that draws content of its own besides its background and border (a
/// label's text, a switch's track, an image view's image): the renderer asks it for that
/// content once per render, after layout.
package protocol ContentDrawing: View {
  /// What the view draws besides its background and border, in bounds coordinates.
  func drawingContent() -> [RenderContent]

  /// The first property of the view's own drawing (beyond ``View``'s geometry and look) that
  /// cannot be drawn, such as a gradient's NaN end point, for the renderer's error; nil when
  /// every one can.
  func invalidDrawingProperty() -> RenderNode.InvalidProperty?
}

extension View {
  /// The view as ``ContentDrawing`` when its class draws content of its own.
  package final var contentDrawing: (any ContentDrawing)? {
    adopts(.contentDrawing) ? self as? any ContentDrawing : nil
  }
}
