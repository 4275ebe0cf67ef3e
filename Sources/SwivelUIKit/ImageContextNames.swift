public import Swivel

// UIKit's functions for drawing an image in code before `UIGraphicsImageRenderer`: begin a
// context, draw into it (`UIGraphicsGetCurrentContext()`, `UIColor.setFill()`, `UIRectFill`,
// bezier paths), take the image, end it. The contexts form a stack per thread, as in UIKit.

/// Begins an image context of `size` points (`UIGraphicsBeginImageContextWithOptions`):
/// undrawn pixels clear, or black when `opaque`; `scale` pixels per point, 0 for the main
/// screen's.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  ImageContextStack.push(
    ImageContextStack.Entry(
      context: GraphicsContext(bounds: CGRect(origin: .zero, size: size)), opaque: opaque,
      scale: scale > 0 ? scale : Screen.main.scale))
}

/// Begins a clear image context of `size` points at scale 1 (`UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the innermost context begun on this thread
/// (`UIGraphicsGetImageFromCurrentImageContext()`); nil when none is begun.
///
/// - Precondition: the context's size and scale make an image Swivel renders.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = ImageContextStack.innermostEntry else { return nil }
  let format = UIGraphicsImageRendererFormat()
  format.scale = entry.scale
  format.opaque = entry.opaque
  let recorded = entry.context.recorded
  return UIGraphicsImageRenderer(bounds: entry.context.bounds, format: format).image { context in
    context.cgContext.record(contentsOf: recorded)
  }
}

/// Ends the innermost image context begun on this thread (`UIGraphicsEndImageContext()`);
/// nothing when none is begun.
public func UIGraphicsEndImageContext() {
  ImageContextStack.pop()
}

/// Fills `rect` with the current context's fill colour (`UIRectFill`).
public func UIRectFill(_ rect: CGRect) {
  GraphicsContext.current?.fill(rect)
}
