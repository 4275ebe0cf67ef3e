import SwivelGallery
import SwivelSupport

/// The device catalog as a fixed-width text table.
enum DeviceTable {
  /// One row per catalog device: id, name, idiom, points, scale, pixels, status bar, safe
  /// areas, size classes and default orientations.
  static func render(_ devices: [Device] = Device.catalog) -> String {
    let number: (CGFloat) -> String = PlainNumber.text
    func insets(_ e: EdgeInsets) -> String {
      [e.top, e.left, e.bottom, e.right].map(number).joined(separator: ",")
    }
    let header = [
      "id", "name", "idiom", "points", "scale", "pixels", "bar", "safe portrait",
      "safe landscape", "portrait", "landscape", "default orientations",
    ]
    let rows = devices.map { device -> [String] in
      let size = device.portraitSize
      return [
        device.id, device.name, device.idiom.description,
        "\(number(size.width))×\(number(size.height))",
        "\(number(device.scale))×",
        "\(number(size.width * device.scale))×\(number(size.height * device.scale))",
        number(device.statusBarHeight), insets(device.safeAreaInsets(for: .portrait)),
        insets(device.safeAreaInsets(for: .landscapeLeft)),
        device.traitCollection(for: .portrait).sizeClassNotation,
        device.traitCollection(for: .landscapeLeft).sizeClassNotation,
        device.defaultOrientationMask.description,
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
  }
}
