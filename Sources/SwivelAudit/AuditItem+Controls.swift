import SwivelInspection

extension AuditItem {
  /// The smallest comfortable hit target, in points (Apple's Human Interface Guidelines).
  static let minimumHitTarget: CGFloat = 44

  /// A control smaller than 44 × 44 pt. Switches and steppers are left out: their size is
  /// UIKit's own (51 × 31 and 94 × 32 pt), which the app cannot change.
  func hitTargetFindings() -> [LayoutFinding] {
    guard isControl, !(view is Switch), !(view is Stepper) else { return [] }
    let size = view.bounds.size
    let minimum = Self.minimumHitTarget
    guard size.width < minimum || size.height < minimum else { return [] }
    return [
      finding(
        .smallHitTarget, windowFrame,
        "\(number(size.width))×\(number(size.height)) pt hit target; "
          + "\(number(minimum))×\(number(minimum)) pt is the minimum")
    ]
  }

  /// Overlapping sibling controls, and subviews entirely behind an opaque sibling in front;
  /// Swivel's own parts of a control are not the app's siblings.
  func siblingFindings() -> [LayoutFinding] {
    let children = view.subviews.filter { !$0.isHidden && $0.alpha >= 0.01 && !$0.isSwivelPart }
    var findings: [LayoutFinding] = []
    for (index, back) in children.enumerated() {
      for front in children[(index + 1)...] {
        findings += pair(back, front)
      }
    }
    return findings
  }

  private func pair(_ back: View, _ front: View) -> [LayoutFinding] {
    let window = screen.window
    let backFrame = back.convert(back.bounds, to: window)
    let frontFrame = front.convert(front.bounds, to: window)
    var findings: [LayoutFinding] = []
    let bothControls = [back, front].allSatisfy { $0 is Control && $0.isUserInteractionEnabled }
    let overlap = backFrame.intersection(frontFrame)
    if bothControls, !overlap.isNull, overlap.width > 0.01, overlap.height > 0.01 {
      findings.append(
        LayoutFinding(
          kind: .overlappingControls, path: back.hierarchyPath, frame: overlap, limit: frontFrame,
          message:
            "overlaps \(front.debugName) by \(number(overlap.width))×"
            + "\(number(overlap.height)) pt at \(text(overlap)); taps there go to the front one"))
    }
    if Self.isOpaque(front), front.transform.isIdentity, back.transform.isIdentity,
      !backFrame.isEmpty, frontFrame.contains(backFrame)
    {
      findings.append(
        LayoutFinding(
          kind: .hiddenBehindOpaqueSibling, path: back.hierarchyPath, frame: backFrame,
          limit: frontFrame,
          message:
            "at \(text(backFrame)) it is entirely covered by the opaque "
            + "\(front.debugName) at \(text(frontFrame)) in front of it"))
    }
    return findings
  }

  /// Whether the view paints every pixel of its bounds: an opaque background at full alpha.
  static func isOpaque(_ view: View) -> Bool {
    guard let color = view.backgroundColor else { return false }
    return color.rgba.a == 255 && view.alpha >= 1
  }
}
