import Foundation
import SwivelUIKit
import Testing

/// UIKit's spellings of loading a bundled image for a trait collection and of a bar button item
/// with a closure action.
@Suite struct UIKitImageAndBarItemTests {
  /// A bundle folder holding `dot@2x.png` and `dot@3x.png` (2 × 2 and 3 × 3 px: 1 pt each).
  private static func bundleWithDots() throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-uikit-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for scale in [2, 3] {
      let bitmap = Bitmap(width: scale, height: scale)
      try Data(PNGEncoder().encode(bitmap)).write(
        to: folder.appendingPathComponent("dot@\(scale)x.png"))
    }
    return try #require(Bundle(path: folder.path))
  }

  @Test func namedImagesFollowTheTraitsScale() throws {
    let bundle = try Self.bundleWithDots()
    let three = try #require(
      UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(three.scale == 3 && three.bitmap.width == 3)
    // No traits: scale 2, as on a 2× screen.
    let two = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
    #expect(two.scale == 2 && two.size == CGSize(width: 1, height: 1))
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func aBarButtonItemRunsItsPrimaryAction() {
    var taps = 0
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in taps += 1 })
    #expect(item.title == "Edit")
    item.action?()
    #expect(taps == 1)
    #expect(UIBarButtonItem(title: "Done", primaryAction: nil).title == "Done")
  }
}
