import ArgumentParser
import SwivelGallery

/// The device's screen shape around documentation images: `render`, `sheet` and `gallery`.
struct DeviceFrameOptions: ParsableArguments {
  @Flag(
    help:
      "Draw the device's screen shape: rounded display corners transparent, the notch or Dynamic Island black."
  )
  var deviceFrame = false

  @Flag(
    help: "Draw the screen shape inside a simple outline of the device (implies --device-frame).")
  var deviceOutline = false

  /// The frame asked for.
  var frame: DeviceFrame {
    deviceOutline ? .outline : deviceFrame ? .screen : .none
  }
}
