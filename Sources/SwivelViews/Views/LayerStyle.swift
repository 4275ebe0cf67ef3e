/// The layer properties a view keeps besides its own (`cornerRadius`, `borderWidth`, …):
/// `CALayer`'s corner mask and curve and its shadow, with Core Animation's defaults.
package struct LayerStyle {
  /// `CALayer.maskedCorners`: all four by default.
  package var maskedCorners: CornerMask = .all
  /// `CALayer.cornerCurve`: `.circular` by default.
  package var cornerCurve: CornerCurve = .circular
  /// `CALayer.shadowColor`: opaque black by default.
  package var shadowColor: Color? = .black
  /// `CALayer.shadowOpacity`: 0 (no shadow) by default.
  package var shadowOpacity: Float = 0
  /// `CALayer.shadowOffset`: (0, −3) by default, a shadow 3 points above the layer on iOS.
  package var shadowOffset = CGSize(width: 0, height: -3)
  /// `CALayer.shadowRadius`: 3 by default.
  package var shadowRadius: CGFloat = 3
  /// `CALayer.shadowPath`: nil by default (the shadow follows the background shape).
  package var shadowPath: Path?
  /// `CALayer.anchorPoint`, in unit coordinates of the bounds: (0.5, 0.5), the centre, by
  /// default.
  var anchorPoint = LayerStyle.defaultAnchorPoint

  /// Core Animation's defaults.
  package init() {}

  /// `CALayer`'s default anchor point: the centre of the bounds.
  static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The shadow to draw, or nil when it is invisible (opacity 0, clear or no colour).
  var renderShadow: RenderShadow? {
    guard shadowOpacity > 0, let shadowColor, shadowColor.rgba.a > 0 else { return nil }
    return RenderShadow(
      color: shadowColor, opacity: CGFloat(min(shadowOpacity, 1)), offset: shadowOffset,
      radius: shadowRadius, path: shadowPath)
  }
}

/// A view's ``LayerStyle``, held by reference so that a view without one carries a nil pointer.
package final class LayerStyleBox {
  /// The style.
  package var style: LayerStyle

  /// Boxes a style.
  init(_ style: LayerStyle) {
    self.style = style
  }
}
