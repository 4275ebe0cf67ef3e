import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// `UIView.ContentMode` placement: content of natural size 20×10 in bounds 100×100, every
/// number worked out by hand from UIKit's definitions of the modes.
@Suite struct ContentModeTests {
  private let content = CGSize(width: 20, height: 10)
  private let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

  @Test(arguments: [
    (View.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),  // ×5: 100×50, centred
    (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),  // ×10: 200×100, centred
    (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
    (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
    (.bottom, CGRect(x: 40, y: 90, width: 20, height: 10)),
    (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
    (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
    (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
    (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
    (.bottomLeft, CGRect(x: 0, y: 90, width: 20, height: 10)),
    (.bottomRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
  ])
  func everyModePlacesContentAsUIKit(mode: View.ContentMode, expected: CGRect) {
    #expect(mode.rect(for: content, in: bounds) == expected)
  }

  @Test func rawValuesAreUIKits() {
    #expect(View.ContentMode.allCases.map(\.rawValue) == Array(0...12))
    #expect(View.ContentMode.scaleToFill.rawValue == 0 && View.ContentMode.redraw.rawValue == 3)
    #expect(View.ContentMode.bottomRight.rawValue == 12)
  }

  @Test func contentLargerThanTheBoundsOverflowsAlignedModes() {
    let big = CGSize(width: 300, height: 50)
    let small = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(
      View.ContentMode.center.rect(for: big, in: small)
        == CGRect(x: -100, y: 25, width: 300, height: 50))
    #expect(
      View.ContentMode.bottomRight.rect(for: big, in: small)
        == CGRect(x: -200, y: 50, width: 300, height: 50))
    // Fit: ×1/3 gives 100×16.67; fill: ×2 gives 600×100.
    let fit = View.ContentMode.scaleAspectFit.rect(for: big, in: small)
    #expect(fit.width == 100 && abs(fit.height - 50.0 / 3) < 1e-9 && abs(fit.midY - 50) < 1e-9)
    #expect(
      View.ContentMode.scaleAspectFill.rect(for: big, in: small)
        == CGRect(x: -250, y: 0, width: 600, height: 100))
  }

  @Test func theBoundsOriginShiftsThePlacement() {
    let shifted = CGRect(x: 10, y: 5, width: 100, height: 100)
    #expect(
      View.ContentMode.topRight.rect(for: content, in: shifted)
        == CGRect(x: 90, y: 5, width: 20, height: 10))
  }

  @Test func everyViewHasScaleToFillByDefaultAndImageViewsUseIt() {
    #expect(View().contentMode == .scaleToFill)
    let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    imageView.image = Image(bitmap: Bitmap(width: 40, height: 20, fill: 0xFFFF_0000), scale: 2)
    imageView.contentMode = .bottomLeft
    #expect(imageView.imageRect == CGRect(x: 0, y: 90, width: 20, height: 10))
    imageView.contentMode = .redraw
    #expect(imageView.imageRect == CGRect(x: 0, y: 0, width: 100, height: 100))
  }
}
