import Testing
import SwivelUI

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
    #expect(view.layer.view === view)
  }
}
