import Swivel
import Testing
import XCTest

/// A finding a layout audit accepts on purpose, with the reason (for instance the seed it
/// reproduces): the kind, and the view's path or its end (`Button#ok`,
/// `View#header > Label[0]`), optionally only on one device and orientation.
///
/// ```swift
/// LayoutAuditExemption(.smallHitTarget, "Button#swap", reason: "the seed's button is 30 pt tall")
/// ```
public struct LayoutAuditExemption: Sendable, Hashable, CustomStringConvertible {
  /// The kind of finding accepted.
  public let kind: LayoutFinding.Kind
  /// The end of the view's path (the whole path matches too).
  public let path: String
  /// Why the finding is accepted; an exemption without a reason fails the assertion.
  public let reason: String
  /// Only on this device (its `Device.id`), or on every device when nil.
  public let deviceID: String?
  /// Only in this orientation, or in every one when nil.
  public let orientation: InterfaceOrientation?

  /// Accepts findings of `kind` on the view whose path ends with `path`, for `reason`.
  public init(
    _ kind: LayoutFinding.Kind, _ path: String, reason: String, device: Device? = nil,
    orientation: InterfaceOrientation? = nil
  ) {
    self.kind = kind
    self.path = path
    self.reason = reason
    self.deviceID = device?.id
    self.orientation = orientation
  }

  /// Whether the exemption covers `finding` on `device` in `orientation`.
  public func covers(
    _ finding: LayoutFinding, device: Device, orientation: InterfaceOrientation
  ) -> Bool {
    finding.kind == kind && finding.path.hasSuffix(path)
      && (deviceID == nil || deviceID == device.id)
      && (self.orientation == nil || self.orientation == orientation)
  }

  /// `.smallHitTarget on Button#ok (reason)`.
  public var description: String { ".\(kind.rawValue) on \(path) (\(reason))" }
}

/// Lays out a fresh controller from `controller` on each device (with the rotation `model`
/// and the app's `supportedOrientations`, as `DeviceHost` takes them), in `orientations`
/// (every orientation the device, the app and the controller allow when nil), runs `LayoutAudit` and fails
/// the test for each finding no exemption covers, with the device, orientation, view path and
/// numbers. Exemptions must give a reason, and an exemption that covers nothing anywhere fails
/// too (so fixed layouts drop their exemptions). Reports to Swift Testing (`Issue.record`) or,
/// outside it, to XCTest (`XCTFail`). The layout-audit counterpart of `assertSnapshot`.
///
/// ```swift
/// @Test func feedHasNoLayoutProblems() {
///   assertLayoutAudit(of: FeedController(), on: .iphone6, .iphonex, .ipad)
/// }
/// ```
public func assertLayoutAudit(
  of controller: @autoclosure () -> UIKitViewController, on devices: Device...,
  orientations: [InterfaceOrientation]? = nil, model: RotationModel = .modern,
  supportedOrientations: InterfaceOrientationMask? = nil,
  exemptions: [LayoutAuditExemption] = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let report: (String) -> Void = { message in
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
  for exemption in exemptions
  where exemption.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
    report(
      "layout audit exemption \(exemption) has no reason; give one (for instance the seed it "
        + "reproduces) or fix the layout")
  }
  var used = Set<LayoutAuditExemption>()
  for device in devices {
    let setup = LayoutAuditRun(
      device: device, model: model, supportedOrientations: supportedOrientations)
    let results = setup.findings(controller, orientations: orientations, report: report)
    for (orientation, findings) in results {
      for finding in findings {
        if let exemption = exemptions.first(where: {
          $0.covers(finding, device: device, orientation: orientation)
        }) {
          used.insert(exemption)
          continue
        }
        report(
          "layout audit on \(device.id) \(orientation): \(finding.kind.rawValue) at "
            + "\(finding.path): \(finding.message)")
      }
    }
  }
  for exemption in exemptions where !used.contains(exemption) {
    report(
      "layout audit exemption \(exemption) matched no finding on "
        + "\(devices.map(\.id).joined(separator: ", ")); remove it")
  }
}

/// Hosting and rotating for ``assertLayoutAudit(of:on:orientations:model:supportedOrientations:exemptions:fileID:filePath:line:column:)``.
struct LayoutAuditRun {
  let device: Device
  let model: RotationModel
  let supportedOrientations: InterfaceOrientationMask?

  private func host(
    _ controller: UIKitViewController, turnedTo orientation: InterfaceOrientation = .portrait
  ) throws(OrientationError) -> DeviceHost {
    try DeviceHost.launch(
      controller, DeviceConfiguration(device: device, orientation: orientation, model: model),
      supportedOrientations: supportedOrientations)
  }

  /// The findings per orientation for a fresh controller on the device.
  func findings(
    _ controller: () -> UIKitViewController, orientations: [InterfaceOrientation]?,
    report: (String) -> Void
  ) -> [(InterfaceOrientation, [LayoutFinding])] {
    var results: [(InterfaceOrientation, [LayoutFinding])] = []
    let wanted: [InterfaceOrientation]
    if let orientations {
      wanted = orientations
    } else {
      do {
        let host = try host(controller())
        wanted = try host.effectiveOrientations().intersection(device.interfaceOrientations)
          .orientations
      } catch {
        report("layout audit on \(device.id): the controller cannot be shown: \(error)")
        return []
      }
    }
    for orientation in wanted {
      do {
        let host = try host(controller(), turnedTo: orientation)
        guard host.interfaceOrientation == orientation else {
          report(
            "layout audit on \(device.id): \(orientation) is not allowed for this controller; "
              + "leave it out of the orientations")
          continue
        }
        results.append((orientation, LayoutAudit.run(on: host)))
      } catch {
        report("layout audit on \(device.id) \(orientation): \(error)")
      }
    }
    return results
  }
}
