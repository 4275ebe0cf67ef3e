import ArgumentParser
import SwivelGallery

/// A comma-separated list of device ids (`iphone6,ipad`): not empty, no unknown id, no device
/// twice.
struct DeviceList: ExpressibleByArgument, Sendable {
  /// The devices, in the order given.
  let devices: [Device]

  init(devices: [Device]) {
    self.devices = devices
  }

  init?(argument: String) {
    guard let list = try? Self.parse(argument) else { return nil }
    self = list
  }

  var defaultValueDescription: String { devices.map(\.id).joined(separator: ",") }

  /// Parses a list, with a reason when it is not one.
  static func parse(_ text: String) throws(CLIError) -> DeviceList {
    let ids = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard !ids.contains(where: \.isEmpty) else {
      throw CLIError(
        "expected comma-separated device ids, e.g. iphone6,ipad; found an empty id in \(Printable.quoted(text))"
      )
    }
    var devices: [Device] = []
    for id in ids {
      guard let device = Device.named(id) else {
        throw CLIError(
          "unknown device \(Printable.quoted(id)); valid devices: \(Device.catalog.map(\.id).joined(separator: ", "))"
        )
      }
      guard !devices.contains(device) else {
        throw CLIError("device \(Printable.quoted(id)) is listed twice; list each device once")
      }
      devices.append(device)
    }
    return DeviceList(devices: devices)
  }

  /// The transform `@Option` uses, so that the error says why the list is wrong.
  static func transform(_ text: String) throws -> DeviceList {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
