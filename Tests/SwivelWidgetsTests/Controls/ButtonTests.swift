import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ButtonTests {
  @Test func systemButtonDefaults() {
    let button = Button(type: .system)
    #expect(Button.ButtonType.roundedRect == .system)
    #expect(button.titleLabel?.font.pointSize == 15)
    #expect(button.backgroundColor == nil)
    // System blue is dynamic (iOS 13+): #007AFF light, #0A84FF dark.
    let systemBlue = Color(light: Color(hex: "#007AFF")!, dark: Color(hex: "#0A84FF")!)
    #expect(button.titleColor(for: .normal) == systemBlue)
    #expect(button.titleColor(for: .highlighted) == systemBlue.withAlphaComponent(0.2))
    #expect(button.titleColor(for: .disabled) == Color(hex: "#8E8E93"))
    #expect(Button(type: .custom).titleColor(for: .normal) == .white)
  }

  @Test func titleColorFollowsTheInheritedTint() {
    let parent = View()
    let button = Button(type: .system)
    parent.addSubview(button)
    parent.tintColor = .red
    #expect(button.currentTitleColor == .red)
    button.tintColor = nil
    #expect(button.tintColor == .red)
    parent.removeFromSuperview()
    button.removeFromSuperview()
    #expect(button.tintColor.resolved(isDark: false) == Color(hex: "#007AFF"))
    #expect(button.tintColor.resolved(isDark: true) == Color(hex: "#0A84FF"))
  }

  @Test func titlesPerStateFallBackToNormal() {
    let button = Button(type: .system)
    button.setTitle("Go", for: .normal)
    button.setTitle("Going", for: .highlighted)
    #expect(button.currentTitle == "Go")
    #expect(button.title(for: .disabled) == "Go")
    button.isHighlighted = true
    #expect(button.currentTitle == "Going")
    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.currentTitle == "Go")
    #expect(button.currentTitleColor == .systemGray)
  }

  @Test func explicitTitleColorsWin() {
    let button = Button(type: .system)
    button.setTitleColor(.green, for: .normal)
    #expect(button.titleColor(for: .normal) == .green)
    #expect(button.titleColor(for: .highlighted) == Color.green.withAlphaComponent(0.2))
    button.setTitleColor(.purple, for: .highlighted)
    #expect(button.titleColor(for: .highlighted) == .purple)
  }

  @Test func plainInitializersMakeCustomButtonsAsInUIKit() {
    #expect(Button().buttonType == .custom)
    #expect(Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
    #expect(Button(type: .roundedRect).buttonType == .system)
  }

  @Test func actionsRunForTheirEventsInOrder() {
    let button = Button()
    var log: [String] = []
    button.addAction(for: .touchUpInside) { _ in log.append("up1") }
    button.addAction(for: .touchDown) { control in log.append("down \(control.isHighlighted)") }
    button.addAction(for: .touchUpInside) { _ in log.append("up2") }
    button.handleTap()
    #expect(log == ["down true", "up1", "up2"])
    button.sendActions(for: .touchUpInside)
    #expect(log.suffix(2) == ["up1", "up2"])
    button.removeActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log.count == 5)
  }

  @Test func disabledButtonsIgnoreTaps() {
    let button = Button()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    button.isEnabled = false
    button.handleTap()
    #expect(taps == 0)
  }

  @Test func windowTapsReachTheButtonThroughItsTitleLabel() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = Button()
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 40)
    button.setTitle("Tap me", for: .normal)
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    window.addSubview(button)
    let hit = window.sendTap(at: CGPoint(x: 100, y: 40))
    #expect(hit === button)
    #expect(taps == 1)
    #expect(window.sendTap(at: CGPoint(x: 5, y: 5)) === window)
    #expect(taps == 1)
  }

  @Test func titleLabelIsCentredAndSizedToItsText() throws {
    let button = Button()
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    button.setTitle("OK", for: .normal)
    button.layoutIfNeeded()
    let title = try #require(button.titleLabel)
    let label = title.frame
    #expect(abs(label.midX - 100) <= 0.5)
    #expect(abs(label.midY - 20) <= 0.5)
    #expect(label.width == title.sizeThatFits(.zero).width)
    #expect(button.sizeThatFits(.zero).height == label.height + 12)
  }
}
