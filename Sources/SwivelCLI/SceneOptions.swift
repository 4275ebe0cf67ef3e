import ArgumentParser
import SwivelDemos

/// The options shared by `render` and `dump`: which scene, on which device, in which
/// orientation and rotation model, after which taps.
struct SceneOptions: ParsableArguments {
  @Argument(help: "The scene to show (see `swivel scenes`).")
  var scene: String

  @Option(help: "The device id (see `swivel devices`).")
  var device = Device.iphone6.id

  @Option(help: "The interface orientation wanted: portrait, portraitUpsideDown, landscapeLeft or landscapeRight. The device is turned to match; the orientation masks decide.")
  var orientation = "portrait"

  @Option(help: "The rotation model: modern (iOS 8+) or legacy (iOS 7 and earlier). Default: the scene's own.")
  var model: String?

  @Option(name: .customLong("tap"), help: "A tap at X,Y in window points, delivered by hit testing; repeatable, applied in order after the orientation is set.")
  var taps: [String] = []

  /// The scene launched on the device, turned, with the taps delivered.
  func launch() throws(CLIError) -> (scene: Scene, host: DeviceHost) {
    let scene = try SceneCatalog.scene(named: scene)
    guard let device = Device.named(device) else {
      throw CLIError(description: "unknown device '\(device)'; valid devices: \(Device.catalog.map(\.id).joined(separator: ", "))")
    }
    guard let orientation = InterfaceOrientation(name: orientation), orientation != .unknown else {
      throw CLIError(description: "unknown orientation '\(orientation)'; valid orientations: "
        + InterfaceOrientation.known.map(\.description).joined(separator: ", "))
    }
    var rotationModel: RotationModel?
    if let model {
      guard let parsed = RotationModel(rawValue: model) else {
        throw CLIError(description: "unknown model '\(model)'; valid models: modern, legacy")
      }
      rotationModel = parsed
    }
    let points = try taps.map { tap throws(CLIError) in try Self.parseTap(tap) }
    let host: DeviceHost
    do {
      host = try scene.launch(on: device, orientation: orientation, model: rotationModel)
    } catch {
      throw CLIError(description: "\(scene.name) cannot launch on \(device.id): \(error)")
    }
    if host.interfaceOrientation != orientation {
      Diagnostics.note("\(scene.name) does not allow \(orientation) on \(device.id); the interface stayed \(host.interfaceOrientation)")
    }
    for point in points {
      host.tap(at: point)
    }
    return (scene, host)
  }

  static func parseTap(_ text: String) throws(CLIError) -> CGPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite
    else {
      throw CLIError(description: "malformed --tap '\(text)'; expected X,Y in window points, e.g. --tap 187.5,160")
    }
    return CGPoint(x: x, y: y)
  }
}

/// Options for how a render looks.
struct RenderOptions: ParsableArguments {
  @Flag(help: "Turn the image so the interface is upright, as a person holding the device sees it.")
  var asHeld = false

  @Flag(help: "Leave the status bar out.")
  var noStatusBar = false

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false
}

/// Notes for the user on standard error.
enum Diagnostics {
  static func note(_ message: String) {
    FileHandle.standardError.write(Data(("note: " + message + "\n").utf8))
  }
}
