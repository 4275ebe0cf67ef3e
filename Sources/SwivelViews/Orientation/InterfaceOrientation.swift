/// The orientation of the app's interface (`UIInterfaceOrientation`), with UIKit's raw values.
///
/// Interface landscape names are the device's swapped: interface ``landscapeRight`` (3) is
/// device `landscapeLeft` (home button on the right).
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Unknown.
  case unknown = 0
  /// Upright, home button at the bottom.
  case portrait = 1
  /// Upside down, home button at the top.
  case portraitUpsideDown = 2
  /// Landscape with the home button on the right (device `landscapeLeft`).
  case landscapeRight = 3
  /// Landscape with the home button on the left (device `landscapeRight`).
  case landscapeLeft = 4

  /// True for the two portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// True for the two landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The four real orientations (all but ``unknown``).
  public static let known: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]

  /// The case name (`landscapeLeft`), as used by the CLI and in dumps.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }

  /// Parses a case name (`"landscapeLeft"`); nil for anything else.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = match
  }
}
