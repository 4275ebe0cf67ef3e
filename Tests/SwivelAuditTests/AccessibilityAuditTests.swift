import Foundation
import SwivelAudit
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller that builds its view with a closure, on white.
private final class BuiltController: ViewController {
  let build: (View) -> Void
  init(_ build: @escaping (View) -> Void) {
    self.build = build
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    view.backgroundColor = .white
    build(view)
  }
}

/// The audit's accessibility checks: controls and images VoiceOver reaches without a label,
/// and text under WCAG AA contrast against the colours behind it.
@Suite struct AccessibilityAuditTests {
  private func findings(_ kind: LayoutFinding.Kind, _ build: @escaping (View) -> Void) throws
    -> [LayoutFinding]
  {
    let host = try DeviceHost(device: .iphone6, rootViewController: BuiltController(build))
    return LayoutAudit.run(on: host).filter { $0.kind == kind }
  }

  private func label(
    _ text: String, color: Color, size: CGFloat = 17, weight: Font.Weight = .regular
  ) -> Label {
    let label = Label(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    label.text = text
    label.textColor = color
    label.font = .systemFont(ofSize: size, weight: weight)
    return label
  }

  @Test func anUnlabelledSwitchAndImageButtonAreReported() throws {
    let found = try findings(.missingAccessibilityLabel) { root in
      let toggle = Switch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
      toggle.identifier = "wifi"
      root.addSubview(toggle)
      let icon = Button(type: .custom)
      icon.identifier = "share"
      icon.frame = CGRect(x: 20, y: 200, width: 44, height: 44)
      root.addSubview(icon)
    }
    #expect(
      found.map(\.path).sorted() == [
        "Window > View[0] > Button#share", "Window > View[0] > Switch#wifi",
      ])
  }

  @Test func labelledControlsAndPlaceholdersPass() throws {
    let found = try findings(.missingAccessibilityLabel) { root in
      let toggle = Switch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
      toggle.accessibilityLabel = "Wi-Fi"
      root.addSubview(toggle)
      let field = TextField(frame: CGRect(x: 20, y: 200, width: 200, height: 44))
      field.placeholder = "Email"
      root.addSubview(field)
      let picture = ImageView(frame: CGRect(x: 20, y: 300, width: 44, height: 44))
      root.addSubview(picture)  // not an element: decorative
    }
    #expect(found.isEmpty)
  }

  @Test func anImageMadeAnElementNeedsALabel() throws {
    let found = try findings(.missingAccessibilityLabel) { root in
      let picture = ImageView(frame: CGRect(x: 20, y: 300, width: 44, height: 44))
      picture.isAccessibilityElement = true
      root.addSubview(picture)
    }
    #expect(found.count == 1)
  }

  @Test func greyTextJustUnderAAIsReportedWithItsRatio() throws {
    let found = try findings(.lowContrast) { root in
      root.addSubview(label("Muted", color: Color(hex: "#777777")!))
    }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("4.48:1") == true)
    #expect(found.first?.message.contains("#777777 on #FFFFFF") == true)
  }

  @Test func theSameGreyPassesAsLargeText() throws {
    let large = try findings(.lowContrast) { root in
      root.addSubview(label("Big", color: Color(hex: "#777777")!, size: 18))
    }
    let bold = try findings(.lowContrast) { root in
      root.addSubview(label("Bold", color: Color(hex: "#777777")!, size: 14, weight: .bold))
    }
    #expect(large.isEmpty)
    #expect(bold.isEmpty)
  }

  @Test func theBackgroundIsWhatIsDrawnBehindTheText() throws {
    // White text on a #777777 card is the same 4.48:1; on black it is 21:1.
    let onCard = try findings(.lowContrast) { root in
      let card = View(frame: CGRect(x: 0, y: 80, width: 375, height: 100))
      card.backgroundColor = Color(hex: "#777777")
      root.addSubview(card)
      root.addSubview(self.label("On card", color: .white))
    }
    #expect(onCard.first?.message.contains("4.48:1") == true)
    let onBlack = try findings(.lowContrast) { root in
      let card = View(frame: CGRect(x: 0, y: 80, width: 375, height: 100))
      card.backgroundColor = .black
      root.addSubview(card)
      root.addSubview(self.label("On black", color: .white))
    }
    #expect(onBlack.isEmpty)
  }

  @Test func translucentTextIsBlendedFirst() throws {
    // Black at alpha 0.5 over white is #7F7F7F: 0x7F / 255 → 0.21223; 1.05 / 0.26223 = 4.004.
    let found = try findings(.lowContrast) { root in
      root.addSubview(self.label("Faint", color: Color.black.withAlphaComponent(0.5)))
    }
    #expect(found.first?.message.contains("a contrast of 4:1") == true)
  }

  @Test func textOverAnImageIsNotChecked() throws {
    let found = try findings(.lowContrast) { root in
      let photo = ImageView(frame: CGRect(x: 0, y: 80, width: 375, height: 100))
      photo.image = Image(bitmap: Bitmap(width: 2, height: 2, fill: 0xFFFF_FFFF), scale: 1)
      root.addSubview(photo)
      root.addSubview(self.label("Caption", color: .white))
    }
    #expect(found.isEmpty)
  }
}
