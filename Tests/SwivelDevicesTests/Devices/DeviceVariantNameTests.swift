import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct DeviceVariantNameTests {
  @Test func variantNamesHaveOneSpelling() {
    #expect(Device.iphone6.variantName(.landscapeLeft) == "iphone6.landscapeLeft")
    #expect(Device.iphonex.variantName(.portrait, model: .legacy) == "iphonex.portrait.legacy")
    #expect(Device.ipad.variantName(.portrait, model: .modern) == "ipad.portrait")
  }
}
