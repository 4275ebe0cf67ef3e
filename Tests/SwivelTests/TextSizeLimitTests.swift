import Swivel
import Testing

/// Text beyond FreeType's largest size (65,535 pixels per em) is refused for that render only,
/// with an error naming the view and the size; the font face stays usable for every later
/// render in the process.
@Suite(.serialized) struct TextSizeLimitTests {
  private func label(_ text: String, size: CGFloat, identifier: String) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    label.identifier = identifier
    label.font = .systemFont(ofSize: size)
    label.lineBreakMode = .byClipping  // the glyphs are drawn, clipped, however large
    label.text = text
    return label
  }

  /// Dark pixels of an ordinary label: text was drawn.
  private func inkedPixels(_ bitmap: Bitmap) -> Int {
    bitmap.pixels.filter { $0 >> 24 > 128 }.count
  }

  @Test func aHugeLabelIsRefusedByNameAndTheFaceStaysUsable() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    root.addSubview(label("W", size: 33_000, identifier: "big"))
    #expect {
      try root.renderImage(scale: 2)
    } throws: { error in
      let text = "\(error)"
      return text.contains("View > Label#big") && text.contains("33000 pt")
        && text.contains("66000 pixels per em")
        && text.contains("65535")
    }
    // The next ordinary label in the same face renders.
    let ordinary = try label("Hello", size: 17, identifier: "ordinary").renderImage(scale: 2)
    #expect(inkedPixels(ordinary) > 50)
  }

  @Test func theLimitCountsTheScaleAndTransforms() throws {
    // 20,000 pt is within the limit at 2× (40,000 px) but not under a 2× transform (80,000 px).
    let plain = label("W", size: 20_000, identifier: "plain")
    _ = try plain.renderImage(scale: 2)
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let scaled = label("W", size: 20_000, identifier: "scaled")
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(scaled)
    #expect {
      try root.renderImage(scale: 2)
    } throws: { error in
      "\(error)".contains("Label#scaled") && "\(error)".contains("80000 pixels per em")
    }
  }

  @Test func textAtTheLimitRenders() throws {
    // 32,767.5 pt at 2× is exactly 65,535 pixels per em.
    let bitmap = try label("W", size: 32_767.5, identifier: "edge").renderImage(scale: 2)
    #expect(bitmap.width == 120)
    let after = try label("Hello", size: 17, identifier: "after").renderImage(scale: 2)
    #expect(inkedPixels(after) > 50)
  }
}
