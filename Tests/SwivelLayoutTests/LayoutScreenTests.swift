import SwivelDevices
import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// A small profile screen laid out entirely with the layout helpers.
private final class ProfileScreen: ViewController {
  let header = View()
  let picture = View()
  let name = Label()
  let bio = Label()

  override func viewDidLoad() {
    header.identifier = "header"
    picture.identifier = "picture"
    name.identifier = "name"
    bio.identifier = "bio"
    name.text = "Ada Lovelace"
    bio.numberOfLines = 0
    bio.text = "Mathematician\nFirst programmer"
    [header, picture, name, bio].forEach(view.addSubview)
  }

  override func updateInterface() {
    header.pin.top(from: .safeArea).horizontally().height(60)
    picture.pin.below(of: header, aligned: .left).margin(16).width(100).aspectRatio(1)
    name.pin.after(of: picture, aligned: .top).marginLeft(12).right(16).sizeToFit(.width)
    bio.pin.below(of: name, aligned: .left).marginTop(4).right(16).sizeToFit(.width)
  }
}

@Suite struct LayoutScreenTests {
  @Test func aProfileScreenLaysOutExactlyInBothOrientations() throws {
    let screen = ProfileScreen()
    let warnings = LayoutWarningSink()
    try LayoutWarningSink.$current.withValue(warnings) {
      let host = try DeviceHost(device: .iphone6, rootViewController: screen)

      // Portrait, 375 × 667 under a 20-pt status bar. The header sits on the safe area; the
      // picture 16 pt below and in from its left; the name 12 pt after the picture, 16 pt from
      // the right, one line high (20.57 up to the 2× pixel grid: 21); the bio 4 pt below, two
      // lines (41.15 up to the grid: 41.5).
      #expect(screen.header.frame == CGRect(x: 0, y: 20, width: 375, height: 60))
      #expect(screen.picture.frame == CGRect(x: 16, y: 96, width: 100, height: 100))
      #expect(screen.name.frame == CGRect(x: 128, y: 96, width: 231, height: 21))
      #expect(screen.bio.frame == CGRect(x: 128, y: 121, width: 231, height: 41.5))
      #expect(screen.bio.displayedLines == ["Mathematician", "First programmer"])

      // Landscape, 667 × 375 with the status bar hidden: the same rules, from y 0.
      try host.rotate(to: .landscapeLeft)
      #expect(host.interfaceOrientation == .landscapeRight)
      #expect(screen.header.frame == CGRect(x: 0, y: 0, width: 667, height: 60))
      #expect(screen.picture.frame == CGRect(x: 16, y: 76, width: 100, height: 100))
      #expect(screen.name.frame == CGRect(x: 128, y: 76, width: 523, height: 21))
      #expect(screen.bio.frame == CGRect(x: 128, y: 101, width: 523, height: 41.5))

      try host.rotate(to: .portrait)
      #expect(screen.bio.frame == CGRect(x: 128, y: 121, width: 231, height: 41.5))
    }
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }
}
