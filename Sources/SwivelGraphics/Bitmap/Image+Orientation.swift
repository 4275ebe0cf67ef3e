extension Image {
  /// How an image's stored pixels are turned to show it upright (`UIImage.Orientation`, with
  /// UIKit's raw values). A phone's portrait photo is stored sideways with EXIF orientation 6,
  /// which reads as ``right``: its pixels are rotated 90° clockwise to be shown.
  public enum Orientation: Int, Sendable, Hashable, CaseIterable {
    /// Shown as stored (EXIF 1).
    case up = 0
    /// Rotated 180° (EXIF 3).
    case down = 1
    /// Rotated 90° counterclockwise (EXIF 8).
    case left = 2
    /// Rotated 90° clockwise (EXIF 6).
    case right = 3
    /// Mirrored left to right (EXIF 2).
    case upMirrored = 4
    /// Mirrored top to bottom (EXIF 4).
    case downMirrored = 5
    /// Mirrored along the diagonal from the top-left corner (EXIF 5).
    case leftMirrored = 6
    /// Mirrored along the diagonal from the top-right corner (EXIF 7).
    case rightMirrored = 7

    /// The orientation an EXIF `Orientation` tag (1…8) names; nil for any other value.
    public init?(exif value: Int) {
      let byExif: [Int: Orientation] = [
        1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right,
        7: .rightMirrored, 8: .left,
      ]
      guard let orientation = byExif[value] else { return nil }
      self = orientation
    }

    /// Whether showing the image swaps its width and height (the quarter turns).
    public var swapsWidthAndHeight: Bool {
      switch self {
      case .left, .right, .leftMirrored, .rightMirrored: true
      case .up, .down, .upMirrored, .downMirrored: false
      }
    }

    /// The transform from stored pixel coordinates (a `width × height` bitmap, y down) to the
    /// upright image's pixel coordinates.
    public func transform(width: CGFloat, height: CGFloat) -> CGAffineTransform {
      switch self {
      case .up: .identity
      case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: width, ty: height)
      case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: height, ty: 0)
      case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width)
      case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
      case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
      case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
      case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: height, ty: width)
      }
    }
  }
}
