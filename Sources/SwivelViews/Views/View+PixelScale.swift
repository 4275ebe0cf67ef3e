extension View {
  /// The pixels per point the view is drawn and measured at (UIKit's
  /// `traitCollection.displayScale`): in a window, the window's traits' `displayScale` when
  /// specified, else its screen scale; outside a window, its traits' `displayScale` when
  /// specified; else 2, the scale a view renders at by default.
  ///
  /// Label sizes land on this grid, and a view's image renders at it unless told otherwise.
  public var pixelScale: CGFloat {
    if let window {
      let traitScale = window.screenTraitsStorage.displayScale
      return traitScale.isFinite && traitScale > 0 ? traitScale : window.screenScale
    }
    let traitScale = traitCollection.displayScale
    return traitScale.isFinite && traitScale > 0 ? traitScale : View.defaultPixelScale
  }

  /// The scale of a view with neither a window nor a display scale in its traits.
  package static let defaultPixelScale: CGFloat = 2
}

extension CGFloat {
  /// The value rounded up to the next pixel boundary at `scale` pixels per point, as UIKit's
  /// `sizeThatFits(_:)` rounds a text size (20.2871 pt → 20.3333 pt at 3×, 20.5 pt at 2×).
  /// A tiny excess from floating-point error (under 1/1000 px) does not add a pixel.
  package func ceiledToPixel(scale: CGFloat) -> CGFloat {
    guard scale > 0, isFinite else { return self }
    let pixels = self * scale
    let nearest = pixels.rounded()
    return (Swift.abs(pixels - nearest) < 0.001 ? nearest : pixels.rounded(.up)) / scale
  }
}
