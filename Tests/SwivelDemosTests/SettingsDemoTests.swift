import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Numbers from UIKit's inset-grouped table (iOS 13+): 44-pt rows, 10-pt corners, groups inset
/// by the layout margin (16 pt compact, 20 pt regular width), separators inset 16 pt.
@Suite struct SettingsDemoTests {
  static let scene = SceneCatalog.named("Settings")!

  private func launch(_ device: Device, _ orientation: InterfaceOrientation = .portrait) throws
    -> (DeviceHost, SettingsViewController)
  {
    let host = try Self.scene.launch(on: device, orientation: orientation)
    host.window.layoutIfNeeded()
    return (host, try #require(host.rootViewController as? SettingsViewController))
  }

  @Test func rowsAndGroupsHaveInsetGroupedMetrics() throws {
    let (host, controller) = try launch(.iphone6)
    let wifiRow = try #require(host.window.view(withIdentifier: "wifiRow"))
    let group = try #require(wifiRow.superview)
    #expect(wifiRow.frame.height == 44)
    #expect(group.frame.minX == 16)
    #expect(group.frame.width == 343)  // 375 − 2 × 16
    #expect(group.cornerRadius == 10)
    #expect(group.backgroundColor == .secondarySystemGroupedBackground)
    #expect(controller.view.backgroundColor == .systemGroupedBackground)
    let separators = group.subviews.filter { $0.frame.height < 1 }
    #expect(separators.count == 2)
    #expect(
      separators.allSatisfy {
        $0.frame.minX == 16 && $0.frame.height == 0.5 && $0.backgroundColor == .separator
      })
    // The switch sits 16 pt from the group's trailing edge, centred in the row.
    #expect(controller.wifiSwitch.frame.maxX == wifiRow.bounds.width - 16)
    #expect(controller.wifiSwitch.frame.size == CGSize(width: 51, height: 31))
  }

  @Test func headersAreFootnoteUppercaseSecondaryLabel() throws {
    let (host, _) = try launch(.iphone6)
    let header = try #require(host.window.view(withIdentifier: "connectivityHeader") as? Label)
    #expect(header.text == "CONNECTIVITY")
    #expect(header.font.pointSize == 13)
    #expect(header.textColor == .secondaryLabel)
    #expect(header.frame.minX == 32)  // lined up with the rows' text
  }

  @Test func regularWidthUsesTheTwentyPointMargin() throws {
    let (host, _) = try launch(.iphone6plus, .landscapeLeft)
    let group = try #require(host.window.view(withIdentifier: "wifiRow")?.superview)
    #expect(group.frame.minX == 20)
    #expect(group.frame.width == 696)  // 736 − 2 × 20
  }

  @Test func landscapeScrollsAndNeverClipsSideways() throws {
    let (host, controller) = try launch(.iphone6, .landscapeLeft)
    let scroll = controller.scrollView
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(scroll.contentSize.width == 667)
    #expect(scroll.contentSize.height > scroll.bounds.height)
    let footer = try #require(host.window.view(withIdentifier: "accountFooter"))
    #expect(!scroll.bounds.contains(footer.frame))
    scroll.scrollRectToVisible(footer.frame, animated: false)
    #expect(scroll.bounds.contains(footer.frame))
  }

  @Test func aNotchedIPhoneInLandscapeKeepsTheGroupsInsideTheSafeArea() throws {
    let (host, _) = try launch(.iphonex, .landscapeLeft)
    let group = try #require(host.window.view(withIdentifier: "wifiRow")?.superview)
    let inWindow = group.convert(group.bounds, to: nil)
    #expect(inWindow.minX == 60)  // the 44-pt sensor housing inset, then the 16-pt margin
    #expect(inWindow.maxX == 752)  // 812 − 44 − 16
  }

  @Test func tappingASwitchTurnsIt() throws {
    let (host, controller) = try launch(.iphone6)
    let center = controller.airplaneSwitch.convert(
      CGPoint(x: controller.airplaneSwitch.bounds.midX, y: controller.airplaneSwitch.bounds.midY),
      to: nil)
    #expect(!controller.airplaneSwitch.isOn)
    host.tap(at: center)
    #expect(controller.airplaneSwitch.isOn)
  }
}
