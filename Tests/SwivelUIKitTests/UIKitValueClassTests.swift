import SwivelUIKit
import Testing

/// `UIColor`, `UIFont` and `UIImage` are classes, as UIKit code assumes (`class var` and
/// `class func` in their extensions, `Screens/Stylesheet.swift`), that compare by value.
@Suite struct UIKitValueClassTests {
  @Test func classMembersInExtensionsWork() {
    // 90/255, 171/255, 243/255 round to the bytes 90, 171, 243.
    #expect(UIColor.brand.rgba == RGBA8(r: 90, g: 171, b: 243))
    #expect(UIColor.ink == UIColor(white: 0.1, alpha: 1))
    #expect(UIFont.appFont(ofSize: 14, bold: true) == .boldSystemFont(ofSize: 14))
    let swatch = UIImage.swatch(.red, side: 4)
    #expect(swatch.size == CGSize(width: 4, height: 4))
    #expect(swatch.bitmap[1, 1] == 0xFFFF_0000)
  }

  @Test func theyCompareAndHashByValueNotIdentity() {
    let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(a == .red && a !== UIColor.red)
    #expect(Set([a, .red, .blue]).count == 2)
    #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
    #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12, weight: .bold))
    // a text style's font
    #expect(UIFont.preferredFont(forTextStyle: .body) != UIFont.systemFont(ofSize: 17))
    #expect(UIImage.swatch(.red, side: 2) == UIImage.swatch(.red, side: 2))
    #expect(UIImage.swatch(.red, side: 2) != UIImage.swatch(.blue, side: 2))
  }

  @Test func aViewUsesTheExtensionsColour() {
    let view = UIView()
    view.backgroundColor = .brand
    view.layer.borderColor = UIColor.brand.cgColor
    #expect(view.backgroundColor == UIColor.brand && view.borderColor == .brand)
    #expect(UIColor.brand.withAlphaComponent(0.5).rgba.a == 128)
  }
}
