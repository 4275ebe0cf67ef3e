extension Snapshotting where Value == DeviceHost, Format == Bitmap {
  /// The running host's screen with its status bar, as it is (not turned), compared exactly.
  public static var image: Snapshotting { image() }

  /// The running host's screen (after taps or rotations you drove yourself), checked as
  /// `comparison` says. The controller and scene strategies render the hosts they launch the
  /// same way.
  ///
  /// - Parameters:
  ///   - presentation: whether the image is turned upright as the device is held, shows the
  ///     status bar and is drawn in the device's screen shape (`DeviceConfiguration.Presentation`).
  ///   - extent: `.fullContent` grows the window so that the first visible scroll view shows its
  ///     whole content (`DeviceHost.renderFullContentImage(of:statusBar:showingBounds:)`); only
  ///     the presentation's status bar applies to it.
  ///   - comparison: the tolerance and layout-warning policy (``ImageComparison``).
  public static func image(
    on presentation: DeviceConfiguration.Presentation = .init(), extent: ImageExtent = .screen,
    comparison: ImageComparison = .init()
  ) -> Snapshotting {
    png(comparison) { (host: DeviceHost) throws(SnapshotRenderError) -> Bitmap in
      try HostImage.render(host, presentation: presentation, extent: extent)
    }
  }
}

/// How every image strategy renders a running host.
enum HostImage {
  static func render(
    _ host: DeviceHost, presentation: DeviceConfiguration.Presentation, extent: ImageExtent
  ) throws(SnapshotRenderError) -> Bitmap {
    if extent == .fullContent {
      do throws(FullContentRenderError) {
        return try host.renderFullContentImage(statusBar: presentation.statusBar)
      } catch {
        throw SnapshotRenderError(ImageSize.trimmed(error.description))
      }
    }
    SnapshotProvenance.current?.noteTree { ViewTree(host: host, asHeld: presentation.asHeld) }
    return try ImageSize.rendering { () throws(RenderError) in
      try host.renderImage(
        asHeld: presentation.asHeld, statusBar: presentation.statusBar,
        deviceFrame: presentation.deviceFrame)
    }
  }
}
