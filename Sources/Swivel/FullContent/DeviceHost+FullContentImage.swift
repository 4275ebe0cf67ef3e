import SwivelSupport

/// How much of a screen an image shows.
public enum ImageExtent: Sendable, Hashable {
  /// The screen, as the device shows it.
  case screen
  /// The screen grown so that the first visible scroll view shows its whole content, status
  /// bar and bars where they are, at the device's full scale (see
  /// `DeviceHost.withFullContent(of:_:)`).
  case fullContent
}

/// A full-content render that failed: the screen could not grow, or the renderer refused.
public enum FullContentRenderError: Error, Sendable, CustomStringConvertible {
  /// The window could not show the whole content.
  case fullContent(FullContentError)
  /// The renderer refused the grown screen.
  case render(RenderError)

  /// The underlying error's explanation.
  public var description: String {
    switch self {
    case .fullContent(let error): error.description
    case .render(let error): error.description
    }
  }
}

extension DeviceHost {
  /// Renders the screen grown so that `scrollView` (or the first visible scroll view) shows
  /// its whole `contentSize`: the image is as tall as the content needs, at the device's scale,
  /// never downscaled; past `RenderLimits` it is refused with
  /// `FullContentError.tooLarge`. The host is left as it was.
  ///
  /// ```swift
  /// let host = try DeviceHost(device: .iphone6, rootViewController: SettingsController())
  /// let tall = try host.renderFullContentImage()   // 750 × (2 × the content's height) px
  /// ```
  public func renderFullContentImage(
    of scrollView: ScrollView? = nil, statusBar: Bool = true, showingBounds: Bool = false
  ) throws(FullContentRenderError) -> Bitmap {
    do {
      return try withFullContent(of: scrollView) {
        try renderImage(statusBar: statusBar, showingBounds: showingBounds)
      }
    } catch let error as FullContentError {
      throw .fullContent(error)
    } catch let error as RenderError {
      throw .render(error)
    } catch {
      programmerError(
        "withFullContent throws FullContentError or what its body throws, not \(error)")
    }
  }
}
