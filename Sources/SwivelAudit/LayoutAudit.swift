public import SwivelInspection

/// Checks a laid-out window for what golden images only catch when someone looks: views and
/// text off their superview or the screen, controls and text under the status bar, sensor
/// housing, home indicator or a rounded corner, overlapping controls, hit targets under
/// 44 × 44 pt, truncated labels, blurry edges off the pixel grid, zero-size views with content,
/// views hidden behind an opaque sibling, controls and images VoiceOver reaches without an
/// accessibility label, and text under WCAG AA contrast against the colours behind it.
///
/// ```swift
/// let host = try DeviceHost(device: .iphonex, rootViewController: FeedController())
/// for finding in LayoutAudit.run(on: host) { print(finding) }
/// print(LayoutAudit.text(LayoutAudit.run(on: host)))   // or LayoutAudit.json(…)
/// ```
///
/// The audit only reads: it lays nothing out and changes no view. Hidden views (and views
/// inside them, or with `alpha` under 0.01) are skipped.
///
/// It reports the app's views, never the inside of Swivel's own controls and bars: a button is
/// checked where the app put it, but its title label's pixel grid, a switch's thumb or a
/// navigation bar's hairline are Swivel's. The one check that reaches into a control is text
/// that does not fit (a button's title cut short says the app made the button too narrow).
/// Navigation and tab bars, which Swivel's containers place, are left out whole.
public enum LayoutAudit {
  /// The findings for `host`'s window, with its device's unsafe areas and screen corners.
  public static func run(on host: DeviceHost) -> [LayoutFinding] {
    run(on: host.window, device: host.device)
  }

  /// The findings for `window`. The safe area is the window's own (none outside a host); the
  /// screen corners are rounded when `device` has a home indicator (pass the host's device, or
  /// audit the host itself with `run(on: host)`).
  public static func run(on window: Window, device: Device? = nil) -> [LayoutFinding] {
    let screen = AuditScreen(window: window, device: device)
    var findings: [LayoutFinding] = []
    visit(window, screen: screen, clip: .infinite, into: &findings)
    return findings
  }

  /// The radius of the rounded screen corners of the phones with a home indicator, in points
  /// (the iPhone X's display).
  public static let screenCornerRadius: CGFloat = 39

  private static func visit(
    _ view: View, screen: AuditScreen, clip: CGRect, into findings: inout [LayoutFinding]
  ) {
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    if view.isSwivelPart && (view is NavigationBar || view is TabBar) { return }
    let item = AuditItem(view: view, screen: screen, clip: clip)
    if view.isSwivelPart {
      findings += item.textFindings()
    } else if view !== screen.window {
      findings += item.boundsFindings()
      findings += item.unsafeAreaFindings()
      findings += item.hitTargetFindings()
      findings += item.textFindings()
      findings += item.pixelFindings()
      findings += item.accessibilityLabelFindings()
      findings += item.contrastFindings()
    }
    findings += item.siblingFindings()
    let clips = view.clipsToBounds && view !== screen.window
    let inner = clips ? clip.intersection(item.windowFrame) : clip
    for subview in view.subviews {
      visit(subview, screen: screen, clip: inner, into: &findings)
    }
  }
}
