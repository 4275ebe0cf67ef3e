import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ViewLayerTests {
  @Test func layerPropertiesAreTheViewsOwn() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.cornerRadius = 12
    view.layer.borderWidth = 1
    view.layer.borderColor = Color.systemRed.cgColor
    view.layer.backgroundColor = .white
    view.layer.masksToBounds = true
    view.layer.opacity = 0.5
    #expect(view.cornerRadius == 12 && view.borderWidth == 1 && view.borderColor == .systemRed)
    #expect(view.backgroundColor == .white && view.clipsToBounds && view.alpha == 0.5)
    view.alpha = 0.25
    #expect(view.layer.opacity == 0.25)
    view.layer.isHidden = true
    #expect(view.isHidden)
    #expect(view.layer.owningView === view)
  }

  @Test func theLayerIsOneObjectPerView() {
    let view = View()
    #expect(view.layer === view.layer)
    #expect(View().layer !== view.layer)
  }

  @Test func geometryIsTheViewsOwn() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      view.layer.position == view.center && view.layer.bounds == view.bounds
        && view.layer.frame == view.frame)
    view.layer.position = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
    view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2) && view.layer.frame == view.frame)
    view.layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = nil
    #expect(view.layer.backgroundColor == nil)
  }

  final class ShadeView: View {
    override class var layerClass: AnyClass { GradientLayer.self }
  }

  final class NotALayerView: View {
    override class var layerClass: AnyClass { View.self }
  }

  @Test func theLayerIsMadeFromTheLayerClass() {
    #expect(ShadeView().layer is GradientLayer)
    #expect(type(of: View().layer) == Layer.self)
    #expect(GradientView().layer is GradientLayer)
    #expect(type(of: NotALayerView().layer) == Layer.self)  // not a layer class: a plain layer
  }

  @Test func gradientViewPropertiesAreItsLayers() {
    let view = GradientView()
    view.colors = [.red, .blue]
    view.startPoint = CGPoint(x: 0, y: 0.5)
    let layer = view.gradientLayer
    #expect(layer.colors == [.red, .blue] && layer.startPoint == CGPoint(x: 0, y: 0.5))
    layer.type = .radial
    #expect(view.type == .radial)
  }

  @Test func aSubviewsLayerIsASublayerOfTheSuperviewsLayer() {
    let parent = View(), child = View()
    parent.addSubview(child)
    #expect(child.layer.superlayer === parent.layer)
    #expect(parent.layer.sublayers?.first === child.layer)
    child.layer.removeFromSuperlayer()
    #expect(child.superview == nil && parent.layer.sublayers == nil)
  }

  private func order(_ view: View) -> [String] {
    (view.layer.sublayers ?? []).map { $0.owningView?.identifier ?? $0.name ?? "?" }
  }

  private func view(_ identifier: String) -> View {
    let view = View()
    view.identifier = identifier
    return view
  }

  private func layer(_ name: String) -> Layer {
    let layer = Layer()
    layer.name = name
    return layer
  }

  @Test func sublayersInterleaveWithSubviewsInTheOrderTheyWereAdded() {
    let root = View()
    root.layer.addSublayer(layer("first"))
    root.addSubview(view("a"))
    root.layer.addSublayer(layer("second"))
    root.addSubview(view("b"))
    #expect(order(root) == ["first", "a", "second", "b"])
    root.layer.insertSublayer(layer("third"), at: 3)
    #expect(order(root) == ["first", "a", "second", "third", "b"])
    root.layer.insertSublayer(layer("fourth"), below: root.subviews[0].layer)
    #expect(order(root) == ["first", "fourth", "a", "second", "third", "b"])
  }

  @Test func sublayersKeepTheirPlaceWhenSubviewsLeaveOrMove() {
    let root = View()
    let a = view("a"), b = view("b"), c = view("c")
    root.addSubview(a)
    root.addSubview(b)
    root.layer.addSublayer(layer("above-b"))
    root.addSubview(c)
    b.removeFromSuperview()
    #expect(order(root) == ["a", "above-b", "c"])
    root.bringSubviewToFront(a)
    #expect(order(root) == ["above-b", "c", "a"])
    root.sendSubviewToBack(c)
    #expect(order(root) == ["c", "above-b", "a"])
    root.insertSubview(c, aboveSubview: a)  // reordering a subview leaves the layer where it draws
    #expect(order(root) == ["above-b", "a", "c"])
  }

  @Test func addingAViewsLayerAsASublayerMovesTheView() {
    let root = View(), child = view("child")
    root.addSubview(view("a"))
    root.layer.addSublayer(layer("x"))
    root.layer.insertSublayer(child.layer, at: 1)
    #expect(child.superview === root && order(root) == ["a", "child", "x"])
  }

  @Test func aStandaloneSublayersSuperlayerIsTheViewsLayer() {
    let root = View(), sublayer = Layer()
    root.layer.addSublayer(sublayer)
    #expect(sublayer.superlayer === root.layer)
    sublayer.removeFromSuperlayer()
    #expect(root.layer.sublayers == nil)
  }

  @Test func aLayerOutlivingItsViewBecomesStandalone() {
    var layer: Layer?
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
    }
    #expect(layer?.owningView == nil)
    layer?.cornerRadius = 3
    #expect(layer?.cornerRadius == 3)
  }
}
