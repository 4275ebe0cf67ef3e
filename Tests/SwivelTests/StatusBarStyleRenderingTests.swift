import Swivel
import Testing

/// The status bar draws transparently over the content, its glyphs black for dark content and
/// white for light content.
@Suite struct StatusBarStyleRenderingTests {
  private final class Screen: ViewController {
    let style: StatusBarStyle
    let background: Color
    init(style: StatusBarStyle, background: Color) {
      self.style = style
      self.background = background
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var preferredStatusBarStyle: StatusBarStyle { style }
    override func viewDidLoad() { view.backgroundColor = background }
  }

  /// The status bar's pixels (20 pt at 2×) of an iPhone 6 showing one colour.
  private func bar(_ style: StatusBarStyle, on background: Color) throws -> [UInt32] {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: Screen(style: style, background: background))
    let image = try host.renderImage()
    return (0..<40).flatMap { y in (0..<750).map { x in image[x, y] } }
  }

  @Test func lightContentIsWhiteOverTheContent() throws {
    let pixels = try bar(.lightContent, on: .black)
    #expect(pixels[0] == 0xFF00_0000)  // no strip: the black content shows at the corner
    #expect(pixels.contains(0xFFFF_FFFF))  // white glyphs
    #expect(pixels[0..<750].allSatisfy { $0 == 0xFF00_0000 })  // the whole top row is content
  }

  @Test func darkContentAndDefaultAreBlackOverTheContent() throws {
    for style in [StatusBarStyle.darkContent, .default] {
      let pixels = try bar(style, on: .white)
      #expect(pixels[0..<750].allSatisfy { $0 == 0xFFFF_FFFF }, "\(style)")  // no strip
      #expect(pixels.contains(0xFF00_0000), "\(style)")  // black glyphs
    }
  }

  @Test func theBarIsTransparentOverAnyColour() throws {
    let red: UInt32 = 0xFFFF_0000
    let pixels = try bar(.default, on: .red)
    // Between the Wi-Fi glyph (ends near x = 70 pt) and the time (starts past 160 pt), and
    // above and below the glyphs, the content shows.
    #expect((0..<40).allSatisfy { y in (200..<300).allSatisfy { pixels[y * 750 + $0] == red } })
    #expect(pixels[0..<750].allSatisfy { $0 == red })
  }

  @Test func theGlyphsSitWhereTheLayoutPutsThem() throws {
    // iPhone X: the battery's charge (2 pt inside its body) is solid black; nothing is drawn
    // under the notch.
    let host = try DeviceHost(
      device: .iphonex, rootViewController: Screen(style: .default, background: .white))
    let image = try host.renderImage()
    let layout = try #require(host.statusBarLayout)
    let battery = try #require(layout.glyphs.last?.frame)
    #expect(image[Int((battery.midX - 4) * 3), Int(battery.midY * 3)] == 0xFF00_0000)
    let notch = CGRect(x: 83, y: 0, width: 209, height: 44)
    let underNotch = (0..<132).flatMap { y in
      (Int(notch.minX * 3)..<Int(notch.maxX * 3)).map { image[$0, y] }
    }
    #expect(underNotch.allSatisfy { $0 == 0xFFFF_FFFF })
  }
}
