import Swivel
import Testing

@Suite struct RenderErrorTests {
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteGeometryNamesTheView(value: CGFloat) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50), scale: 1)
    let container = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    container.identifier = "container"
    let broken = Label()
    broken.identifier = "broken"
    container.addSubview(broken)
    window.addSubview(container)
    broken.center = CGPoint(x: value, y: 10)
    broken.bounds.size = CGSize(width: 10, height: 10)
    #expect {
      try window.renderImage()
    } throws: { error in
      guard case .invalidGeometry(let path, _, _) = error as? RenderError else { return false }
      return path == "Window > View#container > Label#broken"
    }
  }

  @Test func hugeCoordinatesAreRejectedNotDrawn() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let far = View(frame: CGRect(x: 1e12, y: 0, width: 10, height: 10))
    far.backgroundColor = .red
    root.addSubview(far)
    #expect(throws: RenderError.self) { try root.renderImage(scale: 1) }
  }

  @Test func oversizedImagesFailBeforeAllocating() throws {
    let huge = View(frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
    #expect {
      try huge.renderImage(scale: 2)
    } throws: { error in
      guard case .imageTooLarge = error as? RenderError else { return false }
      return "\(error)".contains("16384 pixels a side")
    }
    let wide = View(frame: CGRect(x: 0, y: 0, width: 16_385, height: 1))
    #expect(throws: RenderError.self) { try wide.renderImage(scale: 1) }
    let justRight = View(frame: CGRect(x: 0, y: 0, width: 16_384, height: 1))
    #expect(try justRight.renderImage(scale: 1).width == 16_384)
  }

  @Test func errorMessagesAreOneLineAndActionable() {
    let error = RenderError.invalidGeometry(
      path: "Window > View#a", field: "transform", value: "nan")
    #expect(error.description.contains("Window > View#a"))
    #expect(!error.description.contains("\n"))
  }
}
