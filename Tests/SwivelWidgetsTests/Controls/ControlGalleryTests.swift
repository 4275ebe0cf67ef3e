import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Metrics are iOS 13+'s (docs/reference/uikit-controls.md), not Swivel's output.
@Suite struct SwitchTests {
  @Test func isAlways51By31AndTapsToggleIt() {
    let toggle = Switch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    var events: [Bool] = []
    toggle.addAction(
      Action { action in events.append((action.sender as? Switch)?.isOn ?? false) },
      for: .valueChanged)
    toggle.handleTap()
    #expect(toggle.isOn)
    toggle.handleTap()
    #expect(events == [true, false])
    toggle.isEnabled = false
    toggle.handleTap()
    #expect(events.count == 2)
  }

  @Test func aLargerFrameIsPutBackTo51By31() {
    let toggle = Switch()
    toggle.frame = CGRect(x: 5, y: 6, width: 300, height: 80)
    toggle.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
  }

  @Test func trackAndThumbFollowTheState() throws {
    let toggle = Switch()
    toggle.layoutIfNeeded()
    let content = try #require(toggle.subviews.first)
    let track = content.subviews[0], thumb = content.subviews[1]
    #expect(track.backgroundColor == .secondarySystemFill)
    #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    toggle.setOn(true, animated: true)
    toggle.onTintColor = .systemBlue
    toggle.layoutIfNeeded()
    #expect(track.backgroundColor == .systemBlue)
    #expect(thumb.frame.minX == 22)  // 51 − 2 − 27
    toggle.isEnabled = false
    toggle.layoutIfNeeded()
    #expect(content.alpha == 0.5)
  }
}

@Suite struct SegmentedControlTests {
  @Test func segmentsAreEqualAndATapSelects() {
    let control = SegmentedControl(items: ["One", "Two", "Three"])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.bounds.height == 32)
    control.frame = CGRect(x: 0, y: 0, width: 306, height: 32)
    // 3 pt in at each side, 300 pt shared by three.
    #expect(control.segmentRect(at: 1) == CGRect(x: 103, y: 2, width: 100, height: 28))
    var changes = 0
    control.addAction(for: .valueChanged) { _ in changes += 1 }
    control.handleTap(at: CGPoint(x: 250, y: 10))
    #expect(control.selectedSegmentIndex == 2)
    control.handleTap(at: CGPoint(x: 250, y: 10))
    #expect(changes == 1)
    control.setEnabled(false, forSegmentAt: 0)
    control.handleTap(at: CGPoint(x: 10, y: 10))
    #expect(control.selectedSegmentIndex == 2)
    #expect(!control.isEnabledForSegment(at: 0))
  }

  @Test func insertingAndRemovingKeepsTheSelection() {
    let control = SegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 0) == "Z")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.titleForSegment(at: 0) == nil)
  }

  @Test func naturalWidthPadsTheWidestTitle() {
    let control = SegmentedControl(items: ["A", "Longer"])
    let probe = Label()
    probe.font = Font.systemFont(ofSize: 13, weight: .semibold)  // the selected title's weight
    probe.text = "Longer"
    let widest = probe.sizeThatFits(.zero).width
    #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 18.5) + 6, height: 32))
  }
}

@Suite struct SliderAndProgressTests {
  @Test func sliderClampsAndPlacesTheThumb() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0)
    #expect(slider.intrinsicContentSize == CGSize(width: -1, height: 31))
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(0.5, animated: false)
    // The 28-pt thumb's centre travels from 14 to 214.
    #expect(slider.thumbCenter == CGPoint(x: 114, y: 15.5))
    slider.value = .nan
    #expect(slider.value == 0)
  }

  @Test func progressFillsItsFraction() throws {
    let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    bar.setProgress(0.25, animated: true)
    bar.layoutIfNeeded()
    let done = try #require(bar.subviews.last)
    #expect(done.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    #expect(done.backgroundColor == .systemBlue)
    #expect(done.cornerRadius == 2)
    bar.progress = 3
    #expect(bar.progress == 1)
    #expect(bar.intrinsicContentSize.height == 4)
  }
}

@Suite struct StepperTests {
  @Test func halvesStepWithinTheRange() {
    let stepper = Stepper(frame: .zero)
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 100, 1))
    stepper.handleTap(at: CGPoint(x: 80, y: 16))
    #expect(stepper.value == 1)
    stepper.handleTap(at: CGPoint(x: 10, y: 16))
    stepper.handleTap(at: CGPoint(x: 10, y: 16))
    #expect(stepper.value == 0)
    #expect(!stepper.canDecrement)
    stepper.wraps = true
    stepper.handleTap(at: CGPoint(x: 10, y: 16))
    #expect(stepper.value == 100)
  }
}

@Suite struct PageControlTests {
  @Test func dotsAreSevenPointsNineApartAndTapsTurnPages() {
    let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    pages.numberOfPages = 3
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 3 * 7 + 2 * 9, height: 36))
    pages.layoutIfNeeded()
    #expect(pages.subviews.map(\.frame.minX) == [80.5, 96.5, 112.5])
    pages.handleTap(at: CGPoint(x: 150, y: 10))
    #expect(pages.currentPage == 1)
    pages.currentPage = 9
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    pages.layoutIfNeeded()
    #expect(pages.subviews.filter { !$0.isHidden }.isEmpty)
  }
}

@Suite struct ActivityIndicatorViewTests {
  @Test func eightSpokesFadeBehindTheHead() {
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(spinner.bounds.size == CGSize(width: 20, height: 20))
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.layoutIfNeeded()
    #expect(spinner.subviews.count == 8)
    let head = spinner.subviews[0]
    // r = 10: spokes 2 wide, from 10/3 to 10 out, the head straight up.
    #expect(head.bounds.size == CGSize(width: 2, height: 20.0 / 3))
    #expect(abs(head.center.x - 10) < 1e-9 && abs(head.center.y - (10 - 20.0 / 3)) < 1e-9)
    #expect(head.backgroundColor?.rgba.a == 147)
    #expect(spinner.subviews[1].backgroundColor?.rgba.a == 122)
    // The spoke behind the head stands anticlockwise of it: up and to the left.
    #expect(spinner.subviews[1].center.x < 10)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    #expect(
      ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
  }
}

@Suite struct TextFieldTests {
  @Test func roundedFieldsAre34PointsHighAt17Points() {
    let field = TextField()
    #expect(field.borderStyle == .none)
    #expect(field.font == Font.systemFont(ofSize: 17))
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    field.font = .systemFont(ofSize: 14)
    #expect(field.intrinsicContentSize.height == 30)  // Interface Builder's default field
    field.font = .systemFont(ofSize: 17)
    field.borderStyle = .none
    #expect(
      field.intrinsicContentSize.height == Font.systemFont(ofSize: 17).lineHeight.rounded(.up))
  }

  @Test func placeholderShowsInPlaceholderGreyUntilThereIsText() throws {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.placeholder = "Email"
    field.layoutIfNeeded()
    let label = try #require(field.subviews.compactMap { $0 as? Label }.first)
    #expect(label.text == "Email")
    #expect(label.textColor == .placeholderText)
    field.text = "me@example.com"
    field.layoutIfNeeded()
    #expect(label.text == "me@example.com")
    #expect(label.textColor == .label)
  }

  @Test func secureEntryShowsBulletsAndTheClearButtonTakesRoom() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.text = "abc"
    field.isSecureTextEntry = true
    #expect(field.displayedText == "•••")
    field.clearButtonMode = .always
    #expect(
      field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 8, width: 18, height: 18))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 6.5, width: 165, height: 21))
    field.clearButtonMode = .whileEditing
    #expect(!field.showsClearButton)
  }

  @Test func overlayViewsFollowTheirModes() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    field.leftView = icon
    field.layoutIfNeeded()
    #expect(icon.superview == nil)
    field.leftViewMode = .unlessEditing
    field.layoutIfNeeded()
    #expect(icon.superview === field)
    #expect(icon.frame == CGRect(x: 0, y: 3, width: 24, height: 24))
    #expect(field.textRect(forBounds: field.bounds).minX == 24)
  }

  @Test func theRightViewSitsAtTheTrailingEdgeAndTheTextAndClearButtonMakeRoom() {
    // UIKit's modes: `.always` shows, `.whileEditing` shows only while editing (never in a
    // still render), `.never` never. A 200 × 30 field without a border, a 24 × 24 left view and
    // a 20 × 10 right view, both vertically centred.
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    field.leftView = icon
    field.rightView = badge
    field.rightViewMode = .whileEditing
    field.layoutIfNeeded()
    #expect(badge.superview == nil && icon.superview == nil)
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 200, height: 30))
    field.leftViewMode = .always
    field.rightViewMode = .always
    field.layoutIfNeeded()
    #expect(badge.superview === field && icon.superview === field)
    #expect(badge.frame == CGRect(x: 180, y: 10, width: 20, height: 10))
    #expect(icon.frame == CGRect(x: 0, y: 3, width: 24, height: 24))
    // The text runs between them: x 24 to 180.
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 156, height: 30))
    // The 18-pt clear button goes 6 pt left of the right view (x 156…174), the text stops 4 pt
    // before it.
    field.text = "abc"
    field.clearButtonMode = .always
    #expect(
      field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 156, y: 6, width: 18, height: 18))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 128, height: 30))
    // The intrinsic width counts both views: the text "abc" plus 24 plus 20.
    let withViews = field.intrinsicContentSize.width
    field.rightViewMode = .never
    #expect(withViews - field.intrinsicContentSize.width == 20)
    field.layoutIfNeeded()
    #expect(badge.superview == nil)
    // A new right view replaces the old one in the field.
    field.rightViewMode = .always
    let other = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    field.rightView = other
    field.layoutIfNeeded()
    #expect(badge.superview == nil && other.superview === field)
    #expect(other.frame == CGRect(x: 170, y: 0, width: 30, height: 30))
  }
}

@Suite struct ActionTests {
  @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
    let control = Control(frame: .zero)
    var log: [String] = []
    control.addAction(Action(identifier: "a") { _ in log.append("first") }, for: .touchUpInside)
    control.addAction(Action(identifier: "a") { _ in log.append("second") }, for: .touchUpInside)
    control.handleTap()
    #expect(log == ["second"])
    control.removeAction(identifiedBy: "a", for: .touchUpInside)
    control.handleTap()
    #expect(log == ["second"])
  }

  @Test func stateChangesLayTheControlOutAgain() {
    let control = Control(frame: .zero)
    control.layoutIfNeeded()
    control.isHighlighted = true
    #expect(control.needsLayout)
  }
}
