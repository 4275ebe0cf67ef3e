import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

@Suite struct CustomDrawingDetectionTests {
  final class Custom: View {
    override func draw(_ rect: CGRect) {}
  }

  @Test func swivelsOwnClassesNeverRunDrawAndOthersMay() {
    #expect(SwivelClasses.contains(View.self))
    #expect(SwivelClasses.contains(Label.self))
    #expect(SwivelClasses.contains(GradientView.self))
    #expect(SwivelClasses.contains(StackView.self))
    #expect(!SwivelClasses.contains(Custom.self))
    let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = plain.makeRenderNode()
    #expect(plain.mayDrawCustomContent == false)
  }

  @Test func layerDumpShowsOnlyWhatDiffersFromTheDefaults() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.dump().layer == nil)
    view.layer.shadowOpacity = 0.3
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let layer = view.dump().layer
    #expect(
      layer?.shadowOpacity == 0.3 && layer?.cornerCurve == .continuous && layer?.maskedCorners == 3)
    #expect(layer?.shadowRadius == nil && layer?.shadowOffset == nil && layer?.shadowColor == nil)
    let json = view.dump().json.serialized()
    #expect(
      json.contains(
        """
          "layer": {
            "maskedCorners": 3,
            "cornerCurve": "continuous",
            "shadowOpacity": 0.3
          },
        """))
  }

  @Test func layerDefaultsAreCoreAnimations() {
    let layer = View().layer
    #expect(layer.maskedCorners == .all && layer.cornerCurve == .circular)
    #expect(layer.shadowColor == .black && layer.shadowOpacity == 0)
    #expect(
      layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3
        && layer.shadowPath == nil)
  }
}
