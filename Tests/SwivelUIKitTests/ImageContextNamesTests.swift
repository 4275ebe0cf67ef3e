import SwivelUIKit
import Testing

/// The image-context functions as code written before `UIGraphicsImageRenderer` uses them.
@Suite struct ImageContextNamesTests {
  @Test func aBegunContextGivesTheImageDrawnInIt() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.bitmap.width == 2 && image.bitmap.height == 2)
    #expect(image.bitmap[0, 1] == 0xFFFF_0000)
    #expect(image.bitmap[1, 1] == 0)
  }

  @Test func afterTheEndThereIsNoContextAndNoImage() {
    UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
    #expect(UIGraphicsGetCurrentContext() != nil)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test func scaleZeroIsTheMainScreensAndOpaqueIsBlack() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), true, 0)
    defer { UIGraphicsEndImageContext() }
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    #expect(image.scale == UIScreen.main.scale)
    #expect(image.bitmap[0, 0] == 0xFF00_0000)
  }

  @Test func aViewDrawnInsideABegunContextDrawsIntoItsOwn() throws {
    final class Dot: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.blue.setFill()
        UIRectFill(rect)
      }
    }
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
    defer { UIGraphicsEndImageContext() }
    let dot = Dot(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    let bitmap = try dot.renderImage(scale: 1)
    #expect(bitmap[0, 0] == 0xFF00_00FF)
    let outer = try #require(UIGraphicsGetImageFromCurrentImageContext())
    #expect(outer.bitmap[0, 0] == 0)
  }
}

/// `UIImage(cgImage:)` and `cgImage`, as code that copies an image's pixels writes them.
@Suite struct CGImageNamesTests {
  @Test func anImageMadeFromAnothersPixelsHasThemAtScaleOne() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 2)
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let drawn = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let pixels = try #require(drawn?.cgImage)
    let copy = UIImage(cgImage: pixels)
    #expect(pixels.width == 2 && pixels.height == 2)
    #expect(copy.scale == 1 && copy.size == CGSize(width: 2, height: 2))
    #expect(copy.bitmap[1, 1] == 0xFF00_FF00)
    let sharp = UIImage(cgImage: pixels, scale: 2, orientation: .up)
    #expect(sharp.size == CGSize(width: 1, height: 1))
  }
}
