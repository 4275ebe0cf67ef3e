import ArgumentParser
import SwivelGallery

/// `swivel devices`: the device catalog as a table.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", abstract: "List the simulated devices.")

  func run() {
    print(DeviceTable.render())
  }
}
