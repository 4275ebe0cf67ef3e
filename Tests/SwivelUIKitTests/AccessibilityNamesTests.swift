import SwivelUIKit
import Testing

/// UIKit accessibility code compiles under `import SwivelUIKit`.
@Suite struct AccessibilityNamesTests {
  @Test func uikitAccessibilityCodeCompilesAndReads() {
    let title = UILabel()
    title.text = "Inbox"
    title.accessibilityTraits.insert(.header)
    let compose = UIButton(type: .system)
    compose.setTitle("Compose", for: .normal)
    compose.accessibilityHint = "Writes a new message"
    let badge = UIImageView()
    badge.isAccessibilityElement = true
    badge.accessibilityLabel = "3 unread"
    let traits: UIAccessibilityTraits = [.button, .selected]
    #expect(title.accessibilityTraits == [.staticText, .header])
    #expect(compose.accessibilityLabel == "Compose")
    #expect(compose.accessibilityHint == "Writes a new message")
    #expect(badge.accessibilityTraits == .image)
    #expect(traits.contains(.selected))
  }
}
