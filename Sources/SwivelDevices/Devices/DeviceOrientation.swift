/// The physical orientation of the device (`UIDeviceOrientation`), with UIKit's raw values.
///
/// Device landscape names are the interface's swapped: turning the device to ``landscapeLeft``
/// (home button on the right) shows the interface in `InterfaceOrientation.landscapeRight`.
public enum DeviceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Unknown.
  case unknown = 0
  /// Upright, home button at the bottom.
  case portrait = 1
  /// Upside down, home button at the top.
  case portraitUpsideDown = 2
  /// Turned so the home button is on the right (camera on the left).
  case landscapeLeft = 3
  /// Turned so the home button is on the left.
  case landscapeRight = 4
  /// Lying flat, screen up: no interface orientation.
  case faceUp = 5
  /// Lying flat, screen down: no interface orientation.
  case faceDown = 6

  /// True for the two portrait orientations (the interface orientation's rule).
  public var isPortrait: Bool { interfaceOrientation?.isPortrait ?? false }
  /// True for the two landscape orientations (the interface orientation's rule).
  public var isLandscape: Bool { interfaceOrientation?.isLandscape ?? false }
  /// True for face up and face down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// The interface orientation the device orientation asks for (landscape swapped), or nil for
  /// unknown, face up and face down.
  public var interfaceOrientation: InterfaceOrientation? {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown, .faceUp, .faceDown: nil
    }
  }

  /// The device orientation that shows `interface` (landscape swapped).
  public init(_ interface: InterfaceOrientation) {
    switch interface {
    case .unknown: self = .unknown
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeRight: self = .landscapeLeft
    case .landscapeLeft: self = .landscapeRight
    }
  }

  /// The case name (`faceUp`).
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }
}
