import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ImageViewTests {
  /// A 40×20-pixel image at 2×: 20×10 points.
  private let image = Image(bitmap: Bitmap(width: 40, height: 20, fill: 0xFFFF_0000), scale: 2)

  private func view(_ mode: ImageView.ContentMode) -> ImageView {
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = image
    view.contentMode = mode
    return view
  }

  @Test func sizeIsPixelsOverScale() {
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(ImageView(image: image).frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(ImageView(image: nil).sizeThatFits(.zero) == .zero)
  }

  @Test(arguments: [
    (ImageView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
    (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
    (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
    (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
    (.bottom, CGRect(x: 40, y: 90, width: 20, height: 10)),
    (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
    (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
  ])
  func contentModesPlaceTheImage(mode: ImageView.ContentMode, expected: CGRect) {
    #expect(view(mode).imageRect == expected)
  }

  @Test func boundsOriginShiftsTheImageRect() {
    let shifted = view(.center)
    shifted.bounds.origin = CGPoint(x: 10, y: 5)
    #expect(shifted.imageRect == CGRect(x: 50, y: 50, width: 20, height: 10))
  }

  @Test func defaultsFollowUIKit() {
    let view = ImageView(frame: .zero)
    #expect(!view.isUserInteractionEnabled)
    #expect(view.contentMode == .scaleToFill)
    #expect(view.imageRect == nil)
  }
}
