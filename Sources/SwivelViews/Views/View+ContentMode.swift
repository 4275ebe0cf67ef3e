extension View {
  /// How a view places its content when the content's size differs from the bounds
  /// (`UIView.ContentMode`), with UIKit's thirteen cases and raw values.
  ///
  /// `ImageView` places its image by it. For ``View/draw(_:)`` UIKit uses it to stretch
  /// or move the cached drawing when the bounds change, and only `.redraw` calls `draw(_:)`
  /// again; Swivel calls `draw(_:)` on every render with the current bounds, so every mode
  /// behaves as `.redraw` there (a documented difference: a drawing is never stretched).
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds exactly, aspect ratio not kept (the default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, aspect ratio kept, centred (may overflow).
    case scaleAspectFill = 2
    /// Redrawn on a bounds change; placed like `.scaleToFill`.
    case redraw = 3
    /// At its natural size, centred.
    case center = 4
    /// At its natural size, centred horizontally, at the top.
    case top = 5
    /// At its natural size, centred horizontally, at the bottom.
    case bottom = 6
    /// At its natural size, centred vertically, at the left.
    case left = 7
    /// At its natural size, centred vertically, at the right.
    case right = 8
    /// At its natural size, in the top-left corner.
    case topLeft = 9
    /// At its natural size, in the top-right corner.
    case topRight = 10
    /// At its natural size, in the bottom-left corner.
    case bottomLeft = 11
    /// At its natural size, in the bottom-right corner.
    case bottomRight = 12

    /// Where content of natural size `size` lands in `bounds` under this mode.
    ///
    /// The scaling modes scale by `bounds / size` (the smaller ratio to fit, the larger to
    /// fill) and centre; the others keep `size` and align it. A zero dimension in `size`
    /// gives a zero scale for the aspect modes.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
      let b = bounds
      func placed(_ s: CGSize, x: Alignment, y: Alignment) -> CGRect {
        CGRect(
          x: x.offset(b.minX, b.width, s.width), y: y.offset(b.minY, b.height, s.height),
          width: s.width, height: s.height)
      }
      switch self {
      case .scaleToFill, .redraw:
        return b
      case .scaleAspectFit, .scaleAspectFill:
        let sx = size.width > 0 ? b.width / size.width : 0
        let sy = size.height > 0 ? b.height / size.height : 0
        let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
        return placed(
          CGSize(width: size.width * s, height: size.height * s), x: .middle, y: .middle)
      case .center: return placed(size, x: .middle, y: .middle)
      case .top: return placed(size, x: .middle, y: .start)
      case .bottom: return placed(size, x: .middle, y: .end)
      case .left: return placed(size, x: .start, y: .middle)
      case .right: return placed(size, x: .end, y: .middle)
      case .topLeft: return placed(size, x: .start, y: .start)
      case .topRight: return placed(size, x: .end, y: .start)
      case .bottomLeft: return placed(size, x: .start, y: .end)
      case .bottomRight: return placed(size, x: .end, y: .end)
      }
    }

    /// Where content sits on one axis.
    private enum Alignment {
      case start, middle, end

      func offset(_ origin: CGFloat, _ available: CGFloat, _ length: CGFloat) -> CGFloat {
        switch self {
        case .start: origin
        case .middle: origin + (available - length) / 2
        case .end: origin + available - length
        }
      }
    }
  }
}
