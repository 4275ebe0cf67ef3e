import Foundation
import Swivel
import Testing

@Suite struct DeterminismTests {
  /// A scene with every kind of drawing: rects, rounded corners, borders, text, alpha, a
  /// rotated view and a clip.
  static func makeScene() -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120), scale: 2)
    let root = View(frame: window.bounds)
    root.backgroundColor = .white
    let card = View(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
    card.backgroundColor = .systemGreen
    card.cornerRadius = 8
    card.borderWidth = 1.5
    card.borderColor = .darkGray
    card.clipsToBounds = true
    let title = Label(frame: CGRect(x: 8, y: 8, width: 104, height: 44))
    title.numberOfLines = 0
    title.text = "Déjà vu — layout ✓ ünïcödé 漢字"
    card.addSubview(title)
    let tilted = Button(type: .system)
    tilted.setTitle("Tilted", for: .normal)
    tilted.frame = CGRect(x: 130, y: 40, width: 60, height: 30)
    tilted.transform = CGAffineTransform(rotationAngle: 0.3)
    tilted.alpha = 0.7
    root.addSubview(card)
    root.addSubview(tilted)
    window.addSubview(root)
    return window
  }

  @Test func oneHundredRendersOnTwoThreadsAreByteIdentical() async throws {
    let reference = try Self.makeScene().renderImage()
    let results = try await withThrowingTaskGroup(of: [Bitmap].self) { group in
      for _ in 0..<2 {
        group.addTask {
          var bitmaps: [Bitmap] = []
          for _ in 0..<50 { bitmaps.append(try Self.makeScene().renderImage()) }
          return bitmaps
        }
      }
      var all: [Bitmap] = []
      for try await batch in group { all += batch }
      return all
    }
    #expect(results.count == 100)
    #expect(results.allSatisfy { $0 == reference })
    let encoded = PNGEncoder().encode(reference)
    #expect(results.allSatisfy { PNGEncoder().encode($0) == encoded })
  }

  @Test func missingGlyphsAndEmptyStringsRenderTheSameEveryTime() throws {
    func render(_ text: String) throws -> Bitmap {
      let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
      label.text = text
      return try label.renderImage(scale: 2)
    }
    let missing = "\u{F8FE}\u{10FFFD}"  // private-use scalars Inter has no glyph for
    #expect(try render(missing) == render(missing))
    #expect(try render(missing).pixels.contains { $0 != 0 })  // the face's missing-glyph box
    #expect(try render("").pixels.allSatisfy { $0 == 0 })
  }
}
