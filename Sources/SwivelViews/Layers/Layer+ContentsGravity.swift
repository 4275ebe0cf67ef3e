extension Layer {
  /// How a layer's ``Layer/contents`` is placed in its bounds (`CALayerContentsGravity`),
  /// with Core Animation's names as raw values. The names describe iOS's y-down bounds:
  /// `.top` is the top edge of the bounds.
  public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// At its natural size, centred (`center`).
    case center
    /// At its natural size, centred horizontally, at the top (`top`).
    case top
    /// At its natural size, centred horizontally, at the bottom (`bottom`).
    case bottom
    /// At its natural size, centred vertically, at the left (`left`).
    case left
    /// At its natural size, centred vertically, at the right (`right`).
    case right
    /// At its natural size, in the top-left corner (`topLeft`).
    case topLeft
    /// At its natural size, in the top-right corner (`topRight`).
    case topRight
    /// At its natural size, in the bottom-left corner (`bottomLeft`).
    case bottomLeft
    /// At its natural size, in the bottom-right corner (`bottomRight`).
    case bottomRight
    /// Stretched to fill the bounds (`resize`, the default).
    case resize
    /// Scaled to fit inside the bounds, aspect ratio kept, centred (`resizeAspect`).
    case resizeAspect
    /// Scaled to cover the bounds, aspect ratio kept, centred (`resizeAspectFill`).
    case resizeAspectFill

    /// The view content mode that places content the same way.
    public var contentMode: View.ContentMode {
      switch self {
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      case .resize: .scaleToFill
      case .resizeAspect: .scaleAspectFit
      case .resizeAspectFill: .scaleAspectFill
      }
    }
  }
}
