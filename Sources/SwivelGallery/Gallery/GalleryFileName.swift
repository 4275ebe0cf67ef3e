import SwivelSupport

/// The file names a gallery writes: `<scene>.<device>.<orientation>.png` for screens and
/// `<scene>.sheet.png` for preview sheets, the scene's name made safe by `FileNamePart`
/// (letters and digits of any script, `-` and `_`, and a short hash of a name that had to be
/// changed), so that each is one file in the gallery's folder and different scenes never
/// share one.
enum GalleryFileName {
  /// The file name of a screen image.
  static func screen(
    scene: String, device: Device, orientation: InterfaceOrientation,
    traits: TraitCollection = TraitCollection()
  ) -> String {
    sanitized(scene) + "." + device.variantName(orientation, traits: traits) + ".png"
  }

  /// The file name of a scene's preview sheet.
  static func sheet(scene: String) -> String {
    sanitized(scene) + ".sheet.png"
  }

  /// The file names of a scene's rotation film: the animated PNG and the filmstrip.
  static func film(
    scene: String, device: Device, from: InterfaceOrientation, to: InterfaceOrientation
  ) -> (
    animation: String, strip: String
  ) {
    let stem =
      sanitized(scene) + ".film." + sanitized(device.id) + "." + sanitized(from.description) + "-"
      + sanitized(to.description)
    return (stem + ".png", stem + ".strip.png")
  }

  /// `text` with every character other than letters, digits, `-` and `_` replaced by `_` (dots
  /// too, since they separate the parts of a name) and a hash added when any was; never empty.
  static func sanitized(_ text: String) -> String {
    FileNamePart.sanitized(text)
  }
}
