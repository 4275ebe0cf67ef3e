import SwivelInspection

/// The screen an audit checks against: its window, its safe area and its corners.
struct AuditScreen {
  let window: Window
  let device: Device?

  /// The window's bounds.
  var bounds: CGRect { window.bounds }

  /// The safe area in window coordinates, when the window is hosted on a device.
  var safeArea: CGRect? { window.safeAreaRect }

  /// Whether the screen has rounded corners (phones with a home indicator).
  var hasRoundedCorners: Bool { device?.hasHomeIndicator ?? false }

  /// What covers the unsafe area beyond `edge` on this device.
  func unsafeName(_ edge: String) -> String {
    let notched = device?.hasHomeIndicator ?? false
    switch edge {
    case "top": return notched ? "the sensor housing and status bar" : "the status bar"
    case "bottom": return notched ? "the home indicator" : "the bottom inset"
    default: return notched ? "the sensor housing or rounded corner" : "the \(edge) inset"
    }
  }

  /// The screen corner (`top-left` …) that cuts into `rect`, if any.
  func cornerCutting(_ rect: CGRect) -> String? {
    guard hasRoundedCorners, !rect.isEmpty else { return nil }
    let r = LayoutAudit.screenCornerRadius
    let b = bounds
    let corners: [(String, CGPoint, CGPoint)] = [
      ("top-left", CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: b.minX + r, y: b.minY + r)),
      ("top-right", CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: b.maxX - r, y: b.minY + r)),
      ("bottom-left", CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: b.minX + r, y: b.maxY - r)),
      (
        "bottom-right", CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: b.maxX - r, y: b.maxY - r)
      ),
    ]
    for (name, point, center) in corners {
      let inCornerSquare =
        (point.x < center.x) == (center.x < b.midX) && (point.y < center.y) == (center.y < b.midY)
      let dx = point.x - center.x
      let dy = point.y - center.y
      if inCornerSquare, (dx * dx + dy * dy).squareRoot() > r + 0.5 { return name }
    }
    return nil
  }
}
