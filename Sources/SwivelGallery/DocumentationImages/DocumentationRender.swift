extension Scene {
  /// Launches the scene, renders it as held (in `deviceFrame`) and, with `audit`, runs
  /// `LayoutAudit` on the same launch; a failure names `fileName`.
  func documentationRender(
    on device: Device, orientation: InterfaceOrientation,
    traits: TraitCollection = TraitCollection(),
    showingBounds: Bool, deviceFrame: DeviceFrame = .none, fileName: String, audit: Bool = false
  ) throws(GalleryError) -> (bitmap: Bitmap, findings: [LayoutFinding]) {
    do {
      let host = try launch(on: device, orientation: orientation, traits: traits)
      let findings = audit ? LayoutAudit.run(on: host) : []
      return (
        try host.renderImage(asHeld: true, showingBounds: showingBounds, deviceFrame: deviceFrame),
        findings
      )
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
