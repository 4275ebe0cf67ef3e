import Foundation
import Testing

@testable import Swivel

/// The accessibility image's legend stays a few lines an element, however long the app's
/// strings are: each text is cut to `AccessibilityImage.legendTextLimit` scalars.
@Suite struct AccessibilityImageTests {
  /// A screen with one element whose label, value and hint are each `length` characters.
  private final class LongLabelController: ViewController {
    let length: Int
    init(length: Int) {
      self.length = length
      super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      let element = View(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
      element.isAccessibilityElement = true
      let text = String(repeating: "word ", count: length / 5)
      element.accessibilityLabel = text
      element.accessibilityValue = text
      element.accessibilityHint = text
      view.addSubview(element)
    }
  }

  @Test func aMegabyteLabelIsCutShortSoTheLegendFitsBesideTheScreen() throws {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: LongLabelController(length: 1_000_000))
    let image = try AccessibilityImage.render(host)
    // The legend is shorter than the screen: the image is the screen's height plus margins,
    // (667 + 2 × 16) pt at 2×, and 16 + 375 + 16 + 320 + 16 pt wide.
    #expect(image.height == 1398)
    #expect(image.width == 1486)
  }

  @Test func theLegendShowsEachTextCutToTheLimit() {
    let element = AccessibilityElement(
      label: String(repeating: "a", count: 5_000), value: "short",
      hint: String(repeating: "h", count: 301),
      frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let sheet = AccessibilityImage.makeSheet(
      screen: Image(bitmap: Bitmap(width: 1, height: 1, pixels: [0xFFFF_FFFF]), scale: 1),
      screenSize: CGSize(width: 100, height: 100), rightToLeft: false, elements: [element])
    let texts = sheet.subviews.compactMap { ($0 as? Label)?.text }
    let limit = AccessibilityImage.legendTextLimit
    #expect(texts.contains(String(repeating: "a", count: limit) + "…"))
    #expect(
      texts.contains {
        $0.contains("Value: short\n")
          && $0.hasSuffix("Hint: " + String(repeating: "h", count: limit) + "…")
      })
  }

  @Test func oneCharacterOfAMillionScalarsIsCutToo() {
    let mark = String(repeating: "\u{301}", count: 1_000_000)
    let cut = AccessibilityImage.legendText("e" + mark)
    #expect(cut.unicodeScalars.count == AccessibilityImage.legendTextLimit + 1)
    #expect(cut.unicodeScalars.last == "…")
    #expect(AccessibilityImage.legendText("Wi-Fi") == "Wi-Fi")
    #expect(
      AccessibilityImage.legendText(String(repeating: "x", count: 300))
        == String(repeating: "x", count: 300))
  }
}
