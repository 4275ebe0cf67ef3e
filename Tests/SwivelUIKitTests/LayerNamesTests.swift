import SwivelUIKit
import Testing

/// Layer code written as for iOS, with Core Animation's names, compiles and draws.
@Suite struct LayerNamesTests {
  /// A view backed by a gradient layer, the common iOS idiom.
  final class FadeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradient: CAGradientLayer? { layer as? CAGradientLayer }
  }

  @Test func coreAnimationCodeCompilesAndSetsTheLayers() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    card.layer.borderColor = UIColor.red.cgColor
    card.layer.borderWidth = 2
    let colors: [CGColor] = [UIColor.white.cgColor, UIColor.black.cgColor]
    let shade = CAGradientLayer()
    shade.frame = card.bounds
    shade.colors = colors
    shade.locations = [0, 1]
    shade.type = CAGradientLayerType.radial
    card.layer.addSublayer(shade)
    let outline = CAShapeLayer()
    outline.path = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
    outline.fillColor = nil
    outline.strokeColor = UIColor.blue.cgColor
    outline.lineCap = CAShapeLayerLineCap.round
    outline.lineJoin = .bevel
    outline.fillRule = CAShapeLayerFillRule.evenOdd
    outline.lineDashPattern = [4, 2]
    card.layer.insertSublayer(outline, above: shade)
    let caption = CATextLayer()
    caption.string = "Hi"
    caption.fontSize = 12
    caption.alignmentMode = CATextLayerAlignmentMode.center
    caption.truncationMode = CATextLayerTruncationMode.end
    caption.contentsScale = 3
    let plain = CALayer()
    plain.contentsGravity = CALayerContentsGravity.resizeAspect
    plain.addSublayer(caption)
    card.layer.insertSublayer(plain, at: 0)
    #expect(card.layer.sublayers?.count == 3 && card.layer.sublayers?.first === plain)
    #expect(card.borderColor == .red && shade.superlayer === card.layer)
    #expect(try card.renderImage(scale: 1).width == 120)
  }

  @Test func aViewCanChooseItsLayerClass() {
    let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    fade.gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect(fade.gradient?.colors?.count == 2 && fade.layer === fade.gradient)
  }
}
