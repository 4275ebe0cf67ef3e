import Swivel
import Testing

/// Dynamic colours resolved when drawing: pixel probes in light and dark.
@Suite struct DarkAppearanceRenderingTests {
  final class Screen: ViewController {
    let text = Label()
    let card = View()
    override func viewDidLoad() {
      view.backgroundColor = .systemBackground
      text.text = "████"
      text.font = .systemFont(ofSize: 40)
      card.backgroundColor = .secondarySystemBackground
      view.addSubview(text)
      view.addSubview(card)
    }
    override func updateInterface() {
      text.frame = CGRect(x: 20, y: 100, width: 300, height: 60)
      card.frame = CGRect(x: 20, y: 300, width: 100, height: 100)
    }
  }

  private func word(_ hex: String) -> UInt32 {
    let color = Color(hex: hex)!
    return 0xFF00_0000 | UInt32(color.rgba.r) << 16 | UInt32(color.rgba.g) << 8
      | UInt32(color.rgba.b)
  }

  @Test func systemColoursTurnDarkInTheDarkAppearance() throws {
    let dark = try DeviceHost(
      device: .iphone6, rootViewController: Screen(),
      traits: TraitCollection(userInterfaceStyle: .dark))
    let image = try dark.renderImage(statusBar: false)
    // systemBackground is #000000 in dark mode, secondarySystemBackground #1C1C1E, label white.
    #expect(image[10, 500] == word("#000000"))
    #expect(image[2 * 70, 2 * 350] == word("#1C1C1E"))
    #expect(image.pixels.contains(word("#FFFFFF")))
    let light = try DeviceHost(device: .iphone6, rootViewController: Screen())
    let lightImage = try light.renderImage(statusBar: false)
    #expect(lightImage[10, 500] == word("#FFFFFF"))
    #expect(lightImage[2 * 70, 2 * 350] == word("#F2F2F7"))
    #expect(lightImage.pixels.contains(word("#000000")))
  }

  @Test func theGlyphsOfALabelAreWhiteInDarkMode() throws {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: Screen(),
      traits: TraitCollection(userInterfaceStyle: .dark))
    let image = try host.renderImage(statusBar: false)
    // The middle of the first full block (U+2588) of the label: label colour, white in dark.
    let x = 2 * (20 + 10), y = 2 * 130
    #expect(image[x, y] == word("#FFFFFF"))
  }

  @Test func anOverriddenSubtreeDrawsInItsOwnStyle() throws {
    let controller = Screen()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    controller.card.overrideUserInterfaceStyle = .dark
    let image = try host.renderImage(statusBar: false)
    #expect(image[10, 500] == word("#FFFFFF"))
    #expect(image[2 * 70, 2 * 350] == word("#1C1C1E"))
    controller.overrideUserInterfaceStyle = .dark
    let all = try host.renderImage(statusBar: false)
    #expect(all[10, 500] == word("#000000"))
  }

  @Test func theStatusBarIsWhiteOverTheContentInDarkMode() throws {
    let host = try DeviceHost(
      device: .iphone6, rootViewController: Screen(),
      traits: TraitCollection(userInterfaceStyle: .dark))
    let image = try host.renderImage()
    #expect(image[4, 4] == word("#000000"))
    let bar = (0..<(2 * 20)).flatMap { y in (0..<image.width).map { image[$0, y] } }
    #expect(bar.contains(word("#FFFFFF")))
    let light = try DeviceHost(device: .iphone6, rootViewController: Screen()).renderImage()
    #expect(light[4, 4] == word("#FFFFFF"))  // the light content, no strip
    let lightBar = (0..<(2 * 20)).flatMap { y in (0..<light.width).map { light[$0, y] } }
    #expect(lightBar.contains(word("#000000")))
  }

  @Test func plainColoursDrawTheSameInBothAppearances() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = .red
    root.overrideUserInterfaceStyle = .dark
    let image = try root.renderImage(scale: 1)
    #expect(image[5, 5] == 0xFFFF_0000)
  }
}
