import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// Screens written for iOS by others (`UIKitScreens`: PinLayout's example app and
/// code-only tutorials), ported with only the import and what Linux forces changed, compile,
/// lay out with the numbers UIKit gives, and render on two devices in both orientations.
@Suite struct PortedScreenTests {
  static let cells: [DeviceConfiguration] = DeviceConfiguration.matrix(
    devices: [.iphone6, .iphonex], orientations: [.portrait, .landscapeLeft])

  /// The example app shows every screen pushed on a navigation controller.
  static func inNavigation(_ controller: UIViewController) -> UINavigationController {
    UINavigationController(rootViewController: controller)
  }

  @Test(arguments: cells)
  func intro(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: Self.inNavigation(IntroExampleViewController(title: "Intro")), as: .image(on: cell))
  }

  @Test(arguments: cells)
  func relative(_ cell: DeviceConfiguration) {
    assertSnapshot(of: Self.inNavigation(RelativeExampleViewController()), as: .image(on: cell))
  }

  @Test(arguments: cells)
  func form(_ cell: DeviceConfiguration) {
    assertSnapshot(of: Self.inNavigation(FormExampleViewController()), as: .image(on: cell))
  }

  @Test(arguments: cells)
  func adjustToContainer(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: Self.inNavigation(AdjustToContainerExampleViewController()), as: .image(on: cell))
  }

  @Test(
    arguments: DeviceConfiguration.matrix(
      devices: [.iphone6, .iphonex], orientations: [.portrait, .landscapeLeft],
      traits: [TraitCollection(), TraitCollection(layoutDirection: .rightToLeft)]))
  func introRightToLeft(_ cell: DeviceConfiguration) {
    // The screen's `size(100).aspectRatio()` fixes the logo's size twice; PinLayout warns about
    // it too ("aspectRatio won't be applied"), and so does Swivel.
    assertSnapshot(
      of: Self.inNavigation(IntroRightToLeftExampleViewController()),
      as: .image(on: cell, comparison: .init(layoutWarnings: .ignore)))
  }

  @Test(arguments: cells)
  func codeOnlyScreens(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: StatusBarAwareViewController(), as: .image(on: cell), named: "statusBarAware")
    assertSnapshot(of: BannerViewController(), as: .image(on: cell), named: "banner")
  }

  // MARK: The numbers

  @Test func theIntrosFramesFollowItsChains() throws {
    let controller = IntroExampleViewController(title: "Intro")
    let host = try DeviceHost(device: .iphone6, rootViewController: Self.inNavigation(controller))
    host.window.layoutIfNeeded()
    let view = try #require(controller.view as? IntroExampleView)
    let subviews = view.subviews
    // The bars reach 64 pt down (status 20, navigation 44): the logo is 10 below, 10 in.
    #expect(view.topGuide == 64)
    #expect(subviews[0].frame == CGRect(x: 10, y: 74, width: 100, height: 100))
    // The segmented control right of the logo to the right edge, 10 pt between and at the end.
    #expect(subviews[1].frame == CGRect(x: 120, y: 74, width: 245, height: 32))
    // The separator was given its height before it had a superview, and kept it.
    let separator = subviews[3]
    #expect(
      separator.frame.height == 1 && separator.frame.minX == 10 && separator.frame.maxX == 365)
    #expect(separator.frame.minY == max(subviews[0].frame.maxY, subviews[2].frame.maxY) + 10)
    // The logo, an Adam7-interlaced PNG from the package's resources, decoded at 2×.
    let logo = try #require((subviews[0] as? UIImageView)?.image)
    #expect(logo.size == CGSize(width: 100, height: 100) && logo.scale == 2)
  }

  @Test func everySquareIsSizedBeforeItIsAdded() throws {
    let controller = RelativeExampleViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: Self.inNavigation(controller))
    host.window.layoutIfNeeded()
    let view = try #require(controller.view as? RelativeExampleView)
    // The centre square is centred in the 375 × 667 view: (112.5, 258.5, 150, 150).
    #expect(view.centerView.frame == CGRect(x: 112.5, y: 258.5, width: 150, height: 150))
    #expect(view.squares.allSatisfy { $0.frame.size == CGSize(width: 40, height: 40) })
    // Above and left-aligned; after and bottom-aligned; below and centred.
    #expect(view.squares[0].frame.origin == CGPoint(x: 112.5, y: 208.5))
    #expect(view.squares[5].frame.origin == CGPoint(x: 272.5, y: 368.5))
    #expect(view.squares[7].frame.origin == CGPoint(x: 167.5, y: 418.5))
  }

  @Test func theFormStartsBelowTheBarAndShowsTheAgeFieldWhenSwitchedOn() throws {
    let controller = FormExampleViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: Self.inNavigation(controller))
    host.window.layoutIfNeeded()
    let form = controller.formView
    // UIKit's automatic inset: the scroll view's content starts below the 64-pt bars.
    #expect(form.formScrollView.adjustedContentInset.top == 64)
    #expect(form.formScrollView.contentOffset.y == -64)
    // The address field is below the switch while the age field is transparent…
    #expect(form.addressField.frame.minY == form.ageSwitch.frame.maxY + 12)
    form.ageSwitch.isOn = true
    form.didChangeAgeSwitch(uiSwitch: form.ageSwitch)
    // …and below the age field, at once (the animation's end state), once it shows.
    #expect(form.ageField.alpha == 1)
    #expect(form.addressField.frame.minY == form.ageField.frame.maxY + 12)
    // A keyboard notification, posted as UIKit would, insets the form.
    let keyboard = CGRect(x: 0, y: 451, width: 375, height: 216)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
    #expect(form.formScrollView.contentInset.bottom == 216)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(form.formScrollView.contentInset.bottom == 0)
  }

  @Test func eachQuestionMeasuresItselfWithItsOwnLayout() throws {
    let controller = AdjustToContainerExampleViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: Self.inNavigation(controller))
    host.window.layoutIfNeeded()
    let view = try #require(controller.view as? AdjustToContainerExampleView)
    let question = view.questions[1]
    // Narrow: the text on top 12 pt in, the choices below it, 12 pt from the right and bottom.
    let text = question.textLabel.frame, choices = question.segmentedControl.frame
    #expect(text.minX == 12 && text.minY == 12)
    #expect(choices.minY == text.maxY + 12 && choices.maxX == question.bounds.width - 12)
    #expect(question.bounds.height == choices.maxY + 12)
    // Wide (667-pt landscape): the choices beside the text.
    try host.rotate(toInterface: .landscapeLeft)
    let wide = question.segmentedControl.frame
    #expect(wide.minY == 12 && wide.maxX == question.bounds.width - 12)
    #expect(question.textLabel.frame.maxX == wide.minX - 12)
  }

  @Test func theRightToLeftIntroMirrors() throws {
    for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let controller = IntroRightToLeftExampleViewController()
      let host = try DeviceHost(
        device: .iphone6, rootViewController: Self.inNavigation(controller),
        traits: TraitCollection(layoutDirection: direction))
      host.window.layoutIfNeeded()
      let view = try #require(controller.view as? IntroRightToLeftExampleView)
      let logo = view.logo.convert(view.logo.bounds, to: view)
      // The content is 10 pt in from each side of the 375-pt screen; the logo at its start.
      #expect(logo.width == 100)
      #expect(direction == .rightToLeft ? logo.maxX == 365 : logo.minX == 10)
      let segmented = view.segmented.convert(view.segmented.bounds, to: view)
      #expect(
        direction == .rightToLeft
          ? segmented.maxX == logo.minX - 10 : segmented.minX == logo.maxX + 10)
    }
  }

  @Test func codeOnlyScreensReadTheScreenAndTheStatusBar() throws {
    let statusBarAware = StatusBarAwareViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: statusBarAware)
    host.window.layoutIfNeeded()
    let root = try #require(statusBarAware.view as? StatusBarAwareView)
    // iPhone X portrait: a 44-pt status bar.
    #expect(root.content.frame == CGRect(x: 0, y: 44, width: 375, height: 768))
    let banner = BannerViewController()
    let bannerHost = try DeviceHost(device: .iphone6, rootViewController: banner)
    #expect(banner.banner.frame == CGRect(x: 50, y: 50, width: 275, height: 150))
    try bannerHost.rotate(toInterface: .landscapeLeft)
    // The flexible width follows the 667-pt landscape width.
    #expect(banner.banner.frame == CGRect(x: 50, y: 50, width: 567, height: 150))
  }
}
