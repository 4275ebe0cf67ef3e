import ArgumentParser
import SwivelGallery

/// Which scene, on which device, in which orientation, rotation model and traits, after which taps:
/// shared by `render`, `dump` and `film`.
struct SceneOptions: ParsableArguments {
  @Argument(help: "The scene to show (see `scenes`).")
  var scene: String

  @Option(help: "The device.")
  var device = DeviceChoice(device: .iphone6)

  @Option(
    help:
      "The interface orientation wanted. The device is turned to match; the orientation masks decide."
  )
  var orientation = OrientationChoice(orientation: .portrait)

  @Option(help: "The rotation model (default: the scene's own).")
  var model: ModelChoice?

  @Option(
    name: .customLong("tap"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A tap at X,Y in window points (decimal, negative allowed), delivered by hit testing; repeatable, applied in order after the orientation is set.",
      valueName: "x,y"),
    transform: TapPoint.transform)
  var taps: [TapPoint] = []

  @OptionGroup var traitOptions: TraitOptions

  /// The device, orientation, model and traits the options choose.
  var configuration: DeviceConfiguration {
    DeviceConfiguration(
      device: device.device, orientation: orientation.orientation, model: model?.model,
      traits: traitOptions.traits)
  }

  /// The scene launched on the device, turned, with the taps delivered.
  func launch() throws(CLIError) -> (scene: Scene, host: DeviceHost) {
    let scene = try SwivelCatalog.current.scene(named: scene)
    let configuration = configuration
    let device = configuration.device, orientation = configuration.orientation
    let host: DeviceHost
    do {
      host = try scene.launch(configuration)
    } catch {
      throw CLIError("\(scene.name) cannot launch on \(device.id): \(error)")
    }
    if host.interfaceOrientation != orientation {
      Diagnostics.note(
        "\(scene.name) does not allow \(orientation) on \(device.id); the interface stayed \(host.interfaceOrientation)"
      )
    }
    for tap in taps {
      host.tap(at: tap.point)
    }
    return (scene, host)
  }
}
