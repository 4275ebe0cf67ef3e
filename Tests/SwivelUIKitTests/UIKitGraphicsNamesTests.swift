import SwivelUIKit
import Testing

/// Fonts by name, colour components, 3D transforms and mutable paths, written as iOS code
/// writes them.
@Suite struct UIKitGraphicsNamesTests {
  @Test func fontsByNameAndTheirFamilies() {
    #expect(
      UIFont(name: "HelveticaNeue-Light", size: 18) == UIFont.systemFont(ofSize: 18, weight: .light)
    )
    #expect(
      UIFont(name: "Menlo-Regular", size: 12)
        == UIFont.monospacedSystemFont(ofSize: 12, weight: .regular))
    #expect(UIFont(name: "NotAFont", size: 12) == nil)
    #expect(UIFont.familyNames.contains("Avenir Next"))
    #expect(UIFont.fontNames(forFamilyName: "Georgia").count == 4)
  }

  @Test func colourComponentsThroughPointers() {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, w: CGFloat = 0
    #expect(UIColor.red.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && g == 0 && a == 1)
    #expect(
      UIColor.blue.getHue(&h, saturation: &s, brightness: &v, alpha: &a) && abs(h - 2.0 / 3) < 1e-12
    )
    #expect(UIColor.black.getWhite(&w, alpha: &a) && w == 0)
  }

  @Test func coreAnimationTransformFunctions() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let moved = CATransform3DConcat(scale, CATransform3DMakeTranslation(10, 20, 0))
    #expect(CATransform3DIsAffine(moved))
    #expect(
      CATransform3DGetAffineTransform(moved)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
    #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0.5, 0, 0, 0)))
    let turned = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(CATransform3DGetAffineTransform(turned).b - 1) < 1e-15)
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
    #expect(
      CATransform3DGetAffineTransform(
        CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 3, 1))
        == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 5, ty: 0))
  }
}
