/// A simulated device: its screen size in points (portrait) and its scale.
///
/// Devices are data: ``catalog`` lists them; landscape sizes are derived, never stored.
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// Short identifier used by the CLI and in golden names (`iphone6`).
  public let id: String
  /// Marketing name (`iPhone 6`).
  public let name: String
  /// Screen size in points, portrait.
  public let portraitSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates a device description.
  public init(id: String, name: String, portraitSize: CGSize, scale: CGFloat) {
    self.id = id
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
  }

  /// iPhone 6 / 7 / 8 / SE (2nd, 3rd): 375×667 pt at 2×.
  public static let iphone6 = Device(
    id: "iphone6", name: "iPhone 6", portraitSize: CGSize(width: 375, height: 667), scale: 2)

  /// Every device Swivel knows, in display order.
  public static let catalog: [Device] = [.iphone6]

  /// The catalog device with an identifier, or nil.
  public static func named(_ id: String) -> Device? {
    catalog.first { $0.id == id }
  }

  /// The screen size in points for an interface orientation (landscape swaps the sides).
  public func screenSize(for orientation: InterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The identifier.
  public var description: String { id }
}
