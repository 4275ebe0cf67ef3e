import SwivelUIKit
import Testing

/// Drawing code written as for iOS, compiled against SwivelUIKit and rendered.
@Suite struct UIKitDrawingCodeTests {
  final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setFillColor(UIColor.systemRed.cgColor)
      context.fillEllipse(in: rect)
      let tick = UIBezierPath()
      tick.move(to: CGPoint(x: 6, y: 10))
      tick.addLine(to: CGPoint(x: 9, y: 13))
      tick.addQuadCurve(to: CGPoint(x: 15, y: 6), controlPoint: CGPoint(x: 12, y: 8))
      tick.lineWidth = 2
      tick.lineCapStyle = .round
      UIColor.white.setStroke()
      tick.stroke()
    }
  }

  @Test func drawOverrideAndLayerStylingCompileAndRender() throws {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    badge.contentMode = .redraw
    badge.setNeedsDisplay()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    card.layer.cornerCurve = .continuous
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.shadowPath =
      UIBezierPath(
        roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 8, height: 8)
      ).cgPath
    let corner: UIRectCorner = .allCorners
    #expect(corner == .all)
    let bitmap = try badge.renderImage(scale: 1)
    #expect(bitmap[10, 2] == 0xFFFF_3B30)  // systemRed inside the ellipse
    #expect(bitmap[0, 0] == 0)  // outside it: clear
  }
}
