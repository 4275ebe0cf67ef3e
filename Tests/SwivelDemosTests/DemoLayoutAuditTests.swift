import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Every demo scene passes the layout audit on the golden devices in every orientation it
/// allows; what the audit finds and the seed does on purpose is exempted with the seed as the
/// reason.
@Suite struct DemoLayoutAuditTests {
  static let devices: [Device] = [.iphone4s, .iphone6, .iphone6plus, .iphonex, .ipad]

  /// The findings each scene keeps on purpose.
  static let exemptions: [String: [LayoutAuditExemption]] = [
    "AllInCode": allInCode,
    "Settings": settings,
    "Profile": profile,
    "Autoresizing": autoresizing,
    "PhotoGrid": [
      LayoutAuditExemption(
        .unsafeArea, "Label#sectionTitle",
        reason:
          "PhotoGrid: a section header passes under the home indicator as the grid scrolls; the adjusted inset scrolls it clear"
      )
    ],
    "Restructure": ["actionOne", "actionTwo", "actionThree", "actionFour"].map {
      LayoutAuditExemption(
        .smallHitTarget, "Button#\($0)",
        reason: "Restructure seed: Interface Builder's 160 × 30 pt buttons in the phone layouts "
          + "(the W1 benchmark frames)")
    },
  ]

  /// UIKit's own segmented control height, in a 44-pt row that UIKit makes the touch target
  /// (switches, whose size the app cannot change, and the inside of Swivel's controls are
  /// never reported).
  static let settings: [LayoutAuditExemption] = {
    let control = LayoutAuditExemption(
      .smallHitTarget, "SegmentedControl#appearanceControl",
      reason: "Settings: UIKit's 32-pt segmented control height in a 44-pt row")
    let scrolling = LayoutAuditExemption(
      .unsafeArea, "Label#appearanceFooter",
      reason:
        "Settings: scroll view content passes under the home indicator; the adjusted inset scrolls it clear"
    )
    let headers = [
      "connectivityHeader", "appearanceHeader", "appearanceFooter", "accountHeader",
      "accountFooter",
    ].map {
      LayoutAuditExemption(.lowContrast, "Label#\($0)", reason: secondaryLabel)
    }
    return [control, scrolling] + headers
  }()

  /// UIKit's `secondaryLabel` (#3C3C43 at 60 %) is under WCAG AA for text under 18 pt: 3.44:1
  /// on white, 3.29:1 on the grouped background, as UIKit's own section headers and footers.
  static let secondaryLabel =
    "UIKit's secondaryLabel, 3.44:1 on white and 3.29:1 on the grouped background, as UIKit's own headers"

  /// Profile's subtitle and stat captions in `secondaryLabel`.
  static let profile: [LayoutAuditExemption] = [
    LayoutAuditExemption(
      .lowContrast, "ScrollView#profileScroll > Label[3]", reason: secondaryLabel),
    LayoutAuditExemption(.lowContrast, "StackView[0] > Label[1]", reason: secondaryLabel),
  ]

  /// Autoresizing shares size changes in proportion, unrounded, as UIKit does.
  static let autoresizing: [LayoutAuditExemption] = {
    let reason = "Autoresizing: UIKit's masks share a size change in proportion and do not round"
    let onBlue =
      "Autoresizing: white 17-pt text on system blue, 4.02:1, as UIKit's tinted bars draw it"
    let contrast = [
      LayoutAuditExemption(.lowContrast, "Label#titleLabel", reason: onBlue),
      LayoutAuditExemption(.lowContrast, "Label#editLabel", reason: onBlue),
      LayoutAuditExemption(.lowContrast, "Label#caption", reason: secondaryLabel),
    ]
    return [
      "View#card", "ImageView#photo", "Label#caption", "Button#shareButton", "Label#titleLabel",
    ].map {
      LayoutAuditExemption(.offPixelGrid, $0, reason: reason)
    } + contrast
  }()

  static let allInCode: [LayoutAuditExemption] = {
    let unsafe =
      "AllInCode seed: frames 20 pt from the screen edges, written before the "
      + "iPhone X's safe area"
    let halves =
      "AllInCode seed: its height / 2 and width / 2 − 40 frame math, kept as "
      + "written, puts edges on half points, between pixels at 3×"
    return [
      LayoutAuditExemption(.unsafeArea, "Button#buttonA", reason: unsafe, device: .iphonex),
      LayoutAuditExemption(.unsafeArea, "Button#buttonB", reason: unsafe, device: .iphonex),
      LayoutAuditExemption(.offPixelGrid, "Label#theLabel", reason: halves, device: .iphonex),
      LayoutAuditExemption(.offPixelGrid, "Button#buttonA", reason: halves, device: .iphonex),
      LayoutAuditExemption(.offPixelGrid, "Button#buttonB", reason: halves, device: .iphonex),
    ]
  }()

  @Test(arguments: SceneCatalog.names)
  func sceneHasNoUnexpectedLayoutFindings(name: String) throws {
    let scene = try #require(SceneCatalog.named(name))
    let warnings = LayoutWarningSink()
    LayoutWarningSink.$current.withValue(warnings) {
      assertLayoutAudit(
        of: scene.makeController(), on: .iphone4s, .iphone6, .iphone6plus, .iphonex, .ipad,
        model: scene.model, supportedOrientations: scene.applicationOrientations,
        exemptions: Self.exemptions[name] ?? [])
    }
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func squaresFitAnIPhoneXInLandscape() throws {
    // The audit's example: the seed's 376-pt squares ran 21 pt past a 375-pt-high view.
    let host = try SceneCatalog.named("Squares")!.launch(on: .iphonex, orientation: .landscapeLeft)
    let controller = try #require(host.rootViewController as? SquaresViewController)
    #expect(controller.blueSquareView.frame == CGRect(x: 61, y: 20, width: 335, height: 335))
    #expect(controller.pinkSquareView.frame == CGRect(x: 416, y: 20, width: 335, height: 335))
    #expect(LayoutAudit.run(on: host).isEmpty)
  }

  @Test func theLayoutDemosSideLabelsSitOnTheContainersCentre() throws {
    let host = try SceneCatalog.named("Layout")!.launch(on: .iphone6, orientation: .portrait)
    let controller = try #require(host.rootViewController as? LayoutViewController)
    // "Vertical Center in Container": 667 / 2, not the margins' (20 + 667) / 2 = 343.5; the
    // root view's leading margin is 16 pt in a compact width.
    #expect(controller.left.center.y == 333.5)
    #expect(controller.right.center.y == 333.5)
    #expect(controller.left.frame == CGRect(x: 16, y: 311.5, width: 80, height: 44))
  }
}
