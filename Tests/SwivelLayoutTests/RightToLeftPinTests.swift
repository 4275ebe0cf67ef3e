import SwivelDevices
import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct RightToLeftPinTests {
  final class Row: ViewController {
    let icon = View()
    let forced = View()
    let inForced = View()
    let titleLabel = Label()
    override func viewDidLoad() {
      forced.semanticContentAttribute = .forceLeftToRight
      titleLabel.text = "Hi"
      forced.addSubview(inForced)
      for view in [icon, forced, titleLabel] { self.view.addSubview(view) }
    }
    override func updateInterface() {
      icon.pin.top(40).leading(16).size(CGSize(width: 30, height: 30))
      forced.pin.top(80).left().right().height(30)
      inForced.pin.top().leading(16).size(CGSize(width: 30, height: 30))
      titleLabel.pin.top(120).leading(16).trailing(16).height(20)
    }
  }

  @Test func theTraitsDirectionMirrorsLeadingAndTrailing() throws {
    let row = Row()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: row,
      traits: TraitCollection(layoutDirection: .rightToLeft))
    #expect(row.view.traitCollection.layoutDirection == .rightToLeft)
    #expect(host.window.layoutDirection == .rightToLeft)
    #expect(row.icon.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // 375-pt screen: leading 16 is 16 pt from the right edge.
    #expect(row.icon.frame == CGRect(x: 375 - 16 - 30, y: 40, width: 30, height: 30))
    // A view forced left to right lays its own subviews out left to right.
    #expect(row.inForced.frame == CGRect(x: 16, y: 0, width: 30, height: 30))
    host.traitOverrides = TraitCollection()
    row.setNeedsUpdateInterface()
    host.window.layoutIfNeeded()
    #expect(row.icon.frame == CGRect(x: 16, y: 40, width: 30, height: 30))
  }

  @Test func windowLayoutDirectionIsTheScreenTraitsDirection() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.layoutDirection == .leftToRight)
    window.layoutDirection = .rightToLeft
    #expect(window.screenTraits.layoutDirection == .rightToLeft)
    let child = View()
    window.addSubview(child)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.traitCollection.layoutDirection == .rightToLeft)
  }

  /// The x of the label's first glyph, from its display list.
  private func firstGlyphX(_ label: Label) -> CGFloat? {
    guard case .text(let run)? = label.makeRenderNode()?.content.first else { return nil }
    return run.positions.first?.x
  }

  @Test func naturallyAlignedTextStartsAtTheRightInRightToLeft() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Hi"
    window.addSubview(label)
    #expect(try #require(firstGlyphX(label)) == 0)
    window.layoutDirection = .rightToLeft
    let natural = try #require(firstGlyphX(label))
    // Ends at the right edge: 200 less the text's width, Inter's advances of H and i (2,084 +
    // 668 units of 2,816 per em, read with fontTools) at 17 pt, each followed by the 17-pt
    // tracking of −0.43 pt: 2,752 × 17 / 2,816 − 0.86 = 15.754 pt.
    #expect(abs(natural - (200 - (2_752 * 17 / 2_816 - 2 * 0.43))) < 1e-9)
    label.textAlignment = .right
    #expect(try #require(firstGlyphX(label)) == natural)
    label.textAlignment = .left
    #expect(try #require(firstGlyphX(label)) == 0)
  }
}
