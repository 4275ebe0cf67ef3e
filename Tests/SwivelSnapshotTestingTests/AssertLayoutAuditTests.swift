import SwivelSnapshotTesting
import Testing

/// A controller with one 60 × 30 pt button: a small hit target on every device.
private final class SmallButtonController: ViewController {
  override func viewDidLoad() {
    let button = Button(type: .system)
    button.identifier = "small"
    button.setTitle("OK", for: .normal)
    button.frame = CGRect(x: 20, y: 100, width: 60, height: 30)
    view.addSubview(button)
  }
}

@Suite struct AssertLayoutAuditTests {
  @Test func aFindingFailsWithTheDeviceOrientationPathAndNumbers() {
    withKnownIssue {
      assertLayoutAudit(of: SmallButtonController(), on: .iphone6, orientations: [.portrait])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "layout audit on iphone6 portrait: smallHitTarget at Window > View[0] > Button#small: "
          + "60×30 pt hit target; 44×44 pt is the minimum"
      ]
    }
  }

  @Test func anExemptionWithAReasonCoversIt() {
    assertLayoutAudit(
      of: SmallButtonController(), on: .iphone6, .ipad,
      exemptions: [
        LayoutAuditExemption(.smallHitTarget, "Button#small", reason: "the seed's button")
      ])
  }

  @Test func anExemptionNeedsAReason() {
    withKnownIssue {
      assertLayoutAudit(
        of: SmallButtonController(), on: .iphone6, orientations: [.portrait],
        exemptions: [LayoutAuditExemption(.smallHitTarget, "Button#small", reason: " ")])
    } matching: { issue in
      issue.comments.first?.rawValue.contains("has no reason") == true
    }
  }

  @Test func anExemptionThatCoversNothingFails() {
    withKnownIssue {
      assertLayoutAudit(
        of: SmallButtonController(), on: .iphone6, orientations: [.portrait],
        exemptions: [
          LayoutAuditExemption(.smallHitTarget, "Button#small", reason: "the seed's button"),
          LayoutAuditExemption(.truncatedText, "Label#gone", reason: "an old label"),
        ])
    } matching: { issue in
      issue.comments.first?.rawValue
        == "layout audit exemption .truncatedText on Label#gone (an old label) matched no "
        + "finding on iphone6; remove it"
    }
  }

  @Test func anExemptionCanBeLimitedToADevice() {
    withKnownIssue {
      assertLayoutAudit(
        of: SmallButtonController(), on: .iphone6, .ipad, orientations: [.portrait],
        exemptions: [
          LayoutAuditExemption(
            .smallHitTarget, "Button#small", reason: "only on the phone", device: .iphone6)
        ])
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("layout audit on ipad portrait: smallHitTarget")
        == true
    }
  }
}
