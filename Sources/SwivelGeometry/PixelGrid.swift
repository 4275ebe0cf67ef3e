extension CGFloat {
  /// The value rounded to the nearest pixel boundary at `scale` pixels per point
  /// (halves round away from zero).
  public func roundedToPixel(scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return self }
    let pixels = self * scale
    // Overflow means |self| > greatestFiniteMagnitude / scale: a whole number far coarser than
    // a pixel, so already on the grid. Returning it keeps `CGRect.infinite` infinite.
    guard pixels.isFinite else { return self }
    return pixels.rounded() / scale
  }
}

extension CGRect {
  /// The rectangle with each edge rounded to the nearest pixel boundary at `scale`, so it
  /// draws with crisp edges. Edges are rounded independently, so widths may change by up to
  /// one pixel; a null rect stays null.
  public func roundedToPixels(scale: CGFloat) -> CGRect {
    if isNull { return self }
    let left = minX.roundedToPixel(scale: scale), top = minY.roundedToPixel(scale: scale)
    let right = maxX.roundedToPixel(scale: scale), bottom = maxY.roundedToPixel(scale: scale)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
