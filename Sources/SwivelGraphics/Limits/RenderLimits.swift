/// The sizes a render refuses before allocating anything, and that whatever grows an image
/// (a full-content screen) checks first.
public enum RenderLimits {
  /// The largest image side, in pixels.
  public static let maxSide = 16_384
  /// The largest image, in pixels (64 Mi: 256 MiB of ARGB).
  public static let maxPixels = 1 << 26
  /// The largest coordinate, in device pixels, that Cairo's 24.8 fixed-point rasterizer holds.
  public static let coordinateLimit: CGFloat = 8_000_000
  /// The deepest view tree a render draws (the rendered view is depth 0); a deeper one is
  /// refused with `RenderError.hierarchyTooDeep(path:limit:)`. Drawing recurses, and this
  /// bound keeps it well within a thread's stack.
  public static let maxDepth = RenderNode.maximumDepth
  /// The scales a render accepts, in pixels per point: finite and within this range. Beyond
  /// it Cairo's matrices stop being invertible (`scale 1e-300`) or no image fits the limits.
  public static let scaleRange: ClosedRange<CGFloat> = 0.001...1_000
  /// The largest text a render draws, in device pixels per em on either axis (the point size
  /// times the scale and every transform above the text): FreeType's limit, since it keeps
  /// sizes as 16-bit whole pixels per em. Larger text is refused with
  /// `RenderError.textTooLarge(path:pointSize:pixelsPerEm:)` before anything is drawn; handed
  /// to FreeType, it would fail inside FreeType, and Cairo would keep that failure on the font
  /// face. At scale 2 the limit is 32,767.5 pt.
  public static let maxPixelsPerEm: CGFloat = 65_535
}
