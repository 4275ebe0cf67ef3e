/// Renders a view over a transparent background at `scale` and checks it against
/// `Snapshots/<TestFile>/<test>.<variant>.png`, reporting a failure to Swift Testing or XCTest.
///
/// ```swift
/// @Test func badge() {
///   let badge = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
///   badge.text = "New"
///   assertSnapshot(of: badge, named: "new")
/// }
/// ```
///
/// - Returns: the outcome, for tests that want to assert on it.
@discardableResult
public func assertSnapshot(
  of view: View, named variant: String = "", scale: CGFloat = 2,
  tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return check(site: site, variant: variant, scale: scale, tolerance: tolerance, record: record) {
    () throws(RenderError) in try view.renderImage(scale: scale)
  }
}

/// Renders a whole window (over the black screen behind it) at its scale and checks it against
/// its golden; see ``assertSnapshot(of:named:scale:tolerance:record:fileID:filePath:function:line:column:)``.
@discardableResult
public func assertSnapshot(
  of window: Window, named variant: String = "",
  tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return check(site: site, variant: variant, scale: window.screenScale, tolerance: tolerance, record: record) {
    () throws(RenderError) in try window.renderImage()
  }
}

/// Launches a view controller on `device` (a ``DeviceHost`` with UIKit's orientation rules),
/// turns it to `orientation` and checks the render. The variant defaults to
/// `<device>.<orientation>` (`iphone6.landscapeLeft`), with `.legacy` appended in the legacy
/// model and `.asHeld` for as-held renders of it.
///
/// An orientation the masks forbid is a test failure, not a silent portrait render.
@discardableResult
public func assertSnapshot(
  of controller: @autoclosure () -> ViewController, on device: Device = .iphone6,
  orientation: InterfaceOrientation = .portrait, model: RotationModel = .modern,
  supportedOrientations: InterfaceOrientationMask? = nil, asHeld: Bool = false, statusBar: Bool = true,
  named variant: String? = nil, tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  var name = variant ?? "\(device.id).\(orientation)"
  if variant == nil, model == .legacy { name += asHeld ? ".legacy.asHeld" : ".legacy" }
  return check(site: site, variant: name, scale: device.scale, tolerance: tolerance, record: record) {
    () throws(SnapshotRenderError) in
    let host: DeviceHost
    do throws(OrientationError) {
      host = try DeviceHost(
        device: device, rootViewController: controller(), supportedOrientations: supportedOrientations,
        model: model)
      try host.rotate(toInterface: orientation)
    } catch {
      throw SnapshotRenderError(description: error.description)
    }
    guard host.interfaceOrientation == orientation else {
      throw SnapshotRenderError(
        description: "the controller does not allow \(orientation) on \(device.id) (effective orientations: "
          + "\((try? host.effectiveOrientations())?.description ?? "none")); the interface stayed \(host.interfaceOrientation)")
    }
    do throws(RenderError) {
      return try host.renderImage(asHeld: asHeld, statusBar: statusBar)
    } catch {
      throw SnapshotRenderError(description: error.description)
    }
  }
}

/// Checks the render of a running ``DeviceHost`` (after taps or rotations you drove yourself);
/// the variant defaults to `<device>.<orientation>`.
@discardableResult
public func assertSnapshot(
  of host: DeviceHost, named variant: String? = nil, asHeld: Bool = false, statusBar: Bool = true,
  tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let name = variant ?? "\(host.device.id).\(host.interfaceOrientation)"
  return check(site: site, variant: name, scale: host.device.scale, tolerance: tolerance, record: record) {
    () throws(RenderError) in try host.renderImage(asHeld: asHeld, statusBar: statusBar)
  }
}

/// Launches a scene on a device and orientation (with its own rotation model and app mask) and
/// checks the render; see ``assertSnapshot(of:on:orientation:model:supportedOrientations:asHeld:statusBar:named:tolerance:record:fileID:filePath:function:line:column:)``.
@discardableResult
public func assertSnapshot(
  of scene: Scene, on configuration: SnapshotDevice, asHeld: Bool = false, statusBar: Bool = true,
  tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  assertSnapshot(
    of: scene.makeController(), on: configuration.device, orientation: configuration.orientation,
    model: configuration.model ?? scene.model, supportedOrientations: scene.applicationOrientations,
    asHeld: asHeld, statusBar: statusBar, named: configuration.variant, tolerance: tolerance,
    record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// A render failure, as text, for the snapshot report.
struct SnapshotRenderError: Error, CustomStringConvertible {
  let description: String
}

private func check<E: Error & CustomStringConvertible>(
  site: CallSite, variant: String, scale: CGFloat, tolerance: SnapshotTolerance,
  record: RecordMode?, render: () throws(E) -> Bitmap
) -> SnapshotOutcome {
  let outcome = snapshotOutcome(
    site: site, variant: variant, scale: scale, tolerance: tolerance, record: record, render: render)
  if let message = outcome.message {
    site.reportFailure(message)
  }
  return outcome
}

private func snapshotOutcome<E: Error & CustomStringConvertible>(
  site: CallSite, variant: String, scale: CGFloat, tolerance: SnapshotTolerance,
  record: RecordMode?, render: () throws(E) -> Bitmap
) -> SnapshotOutcome {
  let location: SnapshotLocation
  let mode: RecordMode
  do throws(SnapshotConfigurationError) {
    location = try SnapshotLocation(filePath: "\(site.filePath)", test: site.function, variant: variant)
    let environmentMode = try RecordMode.resolve()
    // CI always wins: a CI run never writes a golden.
    mode = environmentMode == .never ? .never : record ?? environmentMode
  } catch {
    return .failed(SnapshotFailure(
      kind: .configuration(error.message), goldenPath: "Snapshots/?", scale: scale, artifacts: [],
      recordHint: "fix the setting above"))
  }
  let bitmap: Bitmap
  do throws(E) {
    bitmap = try render()
  } catch {
    return .failed(SnapshotFailure(
      kind: .renderFailed(error.description), goldenPath: location.goldenRelativePath, scale: scale,
      artifacts: [], recordHint: "fix the render error first"))
  }
  return SnapshotVerifier(recordMode: mode, tolerance: tolerance).verify(bitmap, scale: scale, at: location)
}
