import Testing
import Swivel

@Suite struct StatusBarStyleRenderingTests {
  private final class Dark: ViewController {
    let style: StatusBarStyle
    init(style: StatusBarStyle) {
      self.style = style
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var preferredStatusBarStyle: StatusBarStyle { style }
    override func viewDidLoad() { view.backgroundColor = .black }
  }

  /// The status bar's pixels (20 pt at 2×) of an iPhone 6 showing a black screen.
  private func bar(_ style: StatusBarStyle) throws -> [UInt32] {
    let host = try DeviceHost(device: .iphone6, rootViewController: Dark(style: style))
    let image = try host.renderImage()
    return (0..<40).flatMap { y in (0..<750).map { x in image[x, y] } }
  }

  @Test func lightContentIsWhiteTextOverTheContent() throws {
    let pixels = try bar(.lightContent)
    #expect(pixels[0] == 0xFF00_0000)  // no strip: the black content shows at the corner
    #expect(pixels.contains(0xFFFF_FFFF))  // white glyphs
    #expect(pixels[0..<750].allSatisfy { $0 == 0xFF00_0000 })  // the whole top row is content
  }

  @Test func darkContentAndDefaultAreBlackTextOnALightStrip() throws {
    for style in [StatusBarStyle.darkContent, .default] {
      let pixels = try bar(style)
      #expect(pixels[0] == 0xFFF7_F7F7, "\(style)")
      #expect(pixels.contains(0xFF00_0000), "\(style)")  // black glyphs
      #expect(!pixels.contains(0xFFFF_FFFF), "\(style)")
    }
  }
}
