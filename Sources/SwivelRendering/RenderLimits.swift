/// The sizes a render refuses before allocating anything.
public enum RenderLimits {
  /// The largest image side, in pixels.
  public static let maxSide = 16_384
  /// The largest image, in pixels (64 Mi: 256 MiB of ARGB).
  public static let maxPixels = 1 << 26
  /// The largest coordinate, in device pixels, that Cairo's 24.8 fixed-point rasterizer holds.
  public static let coordinateLimit: CGFloat = 8_000_000
}
