import SwivelSupport

/// The size checks every image strategy makes before rendering, so a 0×0 or huge view is a
/// failure with a reason instead of a crash.
enum ImageSize {
  static func check(_ size: CGSize, scale: CGFloat, what: String) throws(SnapshotRenderError) {
    let width = Double(size.width * scale), height = Double(size.height * scale)
    let points =
      "\(PlainNumber.text(size.width, places: 3))×\(PlainNumber.text(size.height, places: 3)) pt"
    guard width.isFinite, height.isFinite, scale.isFinite, scale > 0 else {
      throw SnapshotRenderError(
        "\(what) is \(points) at scale \(PlainNumber.text(scale, places: 3)), which is not a finite image size"
      )
    }
    guard width.rounded(.up) >= 1, height.rounded(.up) >= 1 else {
      throw SnapshotRenderError(
        "\(what) is \(points), so there is nothing to render: give it a frame "
          + "(or call sizeToFit()) before taking the snapshot")
    }
    guard width <= Double(RenderLimits.maxSide), height <= Double(RenderLimits.maxSide),
      width * height <= Double(RenderLimits.maxPixels)
    else {
      throw SnapshotRenderError(
        "\(what) is \(points), \(PlainNumber.text(width.rounded(.up), places: 3))×\(PlainNumber.text(height.rounded(.up), places: 3)) px at "
          + "\(PlainNumber.text(scale, places: 3))×, larger than Swivel renders (at most \(RenderLimits.maxSide) px a side "
          + "and \(RenderLimits.maxPixels) px in all); snapshot a smaller view or a lower scale")
    }
  }

  static func rendering(_ render: () throws(RenderError) -> Bitmap) throws(SnapshotRenderError)
    -> Bitmap
  {
    let bitmap: Bitmap
    do throws(RenderError) {
      bitmap = try render()
    } catch {
      throw SnapshotRenderError(trimmed(error.description))
    }
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw SnapshotRenderError(
        "the render is \(bitmap.width)×\(bitmap.height) px, so there is nothing to compare: give the view a size"
      )
    }
    return bitmap
  }

  /// A message without its final period, so the failure adds exactly one.
  static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
