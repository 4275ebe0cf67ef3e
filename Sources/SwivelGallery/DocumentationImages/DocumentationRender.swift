extension Scene {
  /// The scene launched on `device`, turned to `orientation` and rendered as held with its
  /// status bar: what galleries and documentation images show. Failures name `fileName`.
  func documentationRender(
    on device: Device, orientation: InterfaceOrientation, showingBounds: Bool, fileName: String
  ) throws(GalleryError) -> Bitmap {
    do {
      return try launch(on: device, orientation: orientation)
        .renderImage(asHeld: true, showingBounds: showingBounds)
    } catch {
      throw .render(image: fileName, reason: "\(error)")
    }
  }
}

extension PreviewSheet {
  /// ``render()``, with a failure naming `fileName`.
  func documentationRender(fileName: String) throws(GalleryError) -> Bitmap {
    do {
      return try render()
    } catch {
      throw .render(image: fileName, reason: error.description)
    }
  }
}
