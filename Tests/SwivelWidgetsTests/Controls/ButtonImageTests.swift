import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A button's image beside its title, as UIKit lays them out: the pair centred together, the
/// image first (last right to left), per-state images falling back to the normal one.
@Suite struct ButtonImageTests {
  /// A 20 × 10 pt image at scale 1.
  private let icon = Image(bitmap: Bitmap(width: 20, height: 10, fill: 0xFFFF_0000), scale: 1)

  @Test func anImageSitsBeforeTheTitleAndBothAreCentred() throws {
    let button = Button(type: .system)
    #expect(button.imageView == nil)
    button.setTitle("Go", for: .normal)
    button.setImage(icon, for: .normal)
    let imageView = try #require(button.imageView)
    let title = try #require(button.titleLabel)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    button.layoutIfNeeded()
    let text = title.sizeThatFits(.zero)
    // The pair is 20 + text wide, centred: it starts at (200 − 20 − text) / 2.
    let start = ((200 - 20 - text.width) / 2).rounded()
    #expect(imageView.frame == CGRect(x: start, y: 15, width: 20, height: 10))
    #expect(abs(title.frame.minX - (start + 20)) <= 0.5)
    #expect(imageView.image == icon)
    // Measured: the image's width beside the title's, the title's padded height.
    #expect(
      button.sizeThatFits(.zero)
        == CGSize(width: 20 + text.width, height: max(text.height, title.font.lineHeight) + 12))
  }

  @Test func anImageOnlyButtonIsTheImagesSize() {
    let button = Button(type: .custom)
    button.setImage(icon, for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 10))
  }

  @Test func stateImagesFallBackToTheNormalOne() throws {
    let pressed = Image(bitmap: Bitmap(width: 4, height: 4), scale: 1)
    let button = Button(type: .custom)
    button.setImage(icon, for: .normal)
    button.setImage(pressed, for: .highlighted)
    #expect(button.image(for: .selected) == icon)
    #expect(button.currentImage == icon)
    button.isHighlighted = true
    #expect(button.currentImage == pressed)
  }

  @Test func rightToLeftPutsTheImageAfterTheTitle() throws {
    let button = Button(type: .system)
    button.semanticContentAttribute = .forceRightToLeft
    button.setTitle("Go", for: .normal)
    button.setImage(icon, for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    button.layoutIfNeeded()
    let imageView = try #require(button.imageView), title = try #require(button.titleLabel)
    #expect(abs(imageView.frame.minX - title.frame.maxX) <= 0.5)
  }

  @Test func imageEdgeInsetsMoveTheImage() throws {
    let button = Button(type: .custom)
    button.setImage(icon, for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.imageEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
    button.layoutIfNeeded()
    // Centred at x 40, moved (10 − (−10)) / 2 = 10 to the right.
    #expect(try #require(button.imageView).frame.minX == 50)
  }
}
