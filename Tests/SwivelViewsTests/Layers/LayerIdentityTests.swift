import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Layers compare by identity and describe themselves, as `NSObject`s do.
@Suite struct LayerIdentityTests {
  @Test func layersAreEqualOnlyToThemselves() {
    let layer = Layer(), other = Layer()
    #expect(layer == layer && layer != other)
    #expect([layer, other].firstIndex(of: other) == 1)
  }

  @Test func theDescriptionNamesTheClassTheNameAndTheFrame() {
    let layer = GradientLayer()
    layer.name = "header"
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(layer.debugDescription == "<GradientLayer#header; frame = (0.0, 0.0, 100.0, 50.0)>")
  }
}
