import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// UIKit's accessibility defaults: `isAccessibilityElement` is false "unless the receiver is a
/// UIKit control" (Apple's `isAccessibilityElement` documentation); labels read their text and
/// buttons their title; a switch's value is "1" or "0", a slider's a whole percentage.
@Suite struct AccessibilityDefaultsTests {
  @Test func aPlainViewIsNoElementAndReadsNothing() {
    let view = View()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityValue == nil)
    #expect(view.accessibilityHint == nil)
    #expect(view.accessibilityTraits == .none)
    #expect(!view.accessibilityElementsHidden)
    #expect(!view.shouldGroupAccessibilityChildren)
    #expect(!view.accessibilityViewIsModal)
    #expect(view.accessibilityElements == nil)
  }

  @Test func aLabelWithTextIsStaticTextReadAsItsText() {
    let label = Label()
    #expect(!label.isAccessibilityElement)  // no text: nothing to read
    label.text = "Welcome"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Welcome")
    #expect(label.accessibilityTraits == .staticText)
    label.attributedText = AttributedText("Styled")
    #expect(label.accessibilityLabel == "Styled")
  }

  @Test func anImageViewIsAnImageButNoElementUnlessSet() {
    let image = ImageView()
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityLabel == nil)
    #expect(image.accessibilityTraits == .image)
    image.isAccessibilityElement = true
    image.accessibilityLabel = "Avatar"
    #expect(image.isAccessibilityElement)
    #expect(image.accessibilityLabel == "Avatar")
  }

  @Test func aButtonIsAButtonReadAsItsTitleWithItsState() {
    let button = Button(type: .system)
    button.setTitle("Send", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Send")
    #expect(button.accessibilityTraits == .button)
    button.isSelected = true
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
  }

  @Test func anImageOnlyButtonHasNoLabel() {
    let button = Button(type: .custom)
    #expect(button.accessibilityLabel == nil)
  }

  @Test func aSwitchReportsOneOrZero() {
    let toggle = Switch()
    #expect(toggle.isAccessibilityElement)
    #expect(toggle.accessibilityValue == "0")
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
    #expect(toggle.accessibilityTraits.contains(.button))
  }

  @Test func aSliderReportsAWholePercentageOfItsRange() {
    let slider = Slider()
    slider.minimumValue = 10
    slider.maximumValue = 30
    slider.value = 20
    #expect(slider.accessibilityValue == "50%")
    slider.value = 10 + 20 * 0.333
    #expect(slider.accessibilityValue == "33%")
    #expect(slider.accessibilityTraits == .adjustable)
  }

  @Test func aTextFieldReportsItsTextOrPlaceholderAsValue() {
    let field = TextField()
    field.placeholder = "Email"
    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityLabel == nil)
    #expect(field.accessibilityValue == "Email")
    field.text = "ada@example.com"
    #expect(field.accessibilityValue == "ada@example.com")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == String(repeating: "\u{2022}", count: 15))  // 15 characters
  }

  @Test func progressAndPagesReportTheirPlace() {
    let progress = ProgressView()
    progress.progress = 0.25
    #expect(progress.accessibilityValue == "25%")
    #expect(progress.accessibilityTraits == .updatesFrequently)
    let pages = PageControl()
    pages.numberOfPages = 3
    pages.currentPage = 1
    #expect(pages.accessibilityValue == "page 2 of 3")
    #expect(pages.accessibilityTraits == .adjustable)
  }

  @Test func settingAPropertyReplacesTheDefaultAndNilRestoresIt() {
    let label = Label()
    label.text = "12"
    label.accessibilityLabel = "Twelve messages"
    #expect(label.accessibilityLabel == "Twelve messages")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "12")
    label.accessibilityTraits = .header
    #expect(label.accessibilityTraits == .header)  // replaced whole, as in UIKit
    label.accessibilityIdentifier = "count"
    #expect(label.identifier == "count")
  }

  @Test func traitsHaveUIKitsBitsAndNames() {
    #expect(AccessibilityTraits.button.rawValue == 1)
    #expect(AccessibilityTraits.staticText.rawValue == 64)
    #expect(AccessibilityTraits.notEnabled.rawValue == 256)
    #expect(AccessibilityTraits.adjustable.rawValue == 4096)
    #expect(AccessibilityTraits.header.rawValue == 65536)
    #expect(AccessibilityTraits([.header, .button]).description == "button, header")
    #expect(AccessibilityTraits.none.description == "none")
  }
}
