import ArgumentParser
import SwivelGallery

/// A device id on the command line (`iphone6`); help and errors list the catalog.
struct DeviceChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The device.
  let device: Device

  static var allCases: [DeviceChoice] { Device.catalog.map(DeviceChoice.init(device:)) }

  init(device: Device) {
    self.device = device
  }

  init?(argument: String) {
    guard let device = Device.named(argument) else { return nil }
    self.device = device
  }

  var defaultValueDescription: String { device.id }

  static var allValueStrings: [String] { Device.catalog.map(\.id) }
}
