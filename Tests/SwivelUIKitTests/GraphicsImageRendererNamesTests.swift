import SwivelUIKit
import Testing

/// `UIGraphicsImageRenderer` as iOS code uses it: a solid-colour image, a drawn shape, PNG data.
@Suite struct GraphicsImageRendererNamesTests {
  @Test func aFilledImageIsThatColourAtTheFormatsScale() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    }
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.scale == 2)
    #expect(image.bitmap.width == 6 && image.bitmap.height == 4)
    #expect(image.bitmap[0, 0] == 0xFFFF_0000)
    #expect(image.bitmap[5, 3] == 0xFFFF_0000)
  }

  @Test func undrawnPixelsAreClearOrBlackWhenOpaque() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let half: (UIGraphicsImageRendererContext) -> Void = { context in
      UIColor.blue.setFill()
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    }
    let clear = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
      .image(actions: half)
    #expect(clear.bitmap[0, 0] == 0xFF00_00FF)
    #expect(clear.bitmap[3, 3] == 0)
    format.opaque = true
    let opaque = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
      .image(actions: half)
    #expect(opaque.bitmap[3, 3] == 0xFF00_0000)
  }

  @Test func boundsWithAnOriginShiftTheDrawing() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
    let image = renderer.image { context in
      UIColor.green.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
    }
    #expect(image.bitmap[0, 0] == 0xFF00_FF00)
    #expect(image.bitmap[1, 1] == 0)
  }

  @Test func pngDataIsAPNG() {
    let data = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).pngData { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}
