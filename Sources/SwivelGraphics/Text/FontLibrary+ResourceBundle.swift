import Foundation

extension FontLibrary {
  /// The folder name SwiftPM gives SwivelGraphics' resource bundle next to the executable.
  #if canImport(Darwin)
  static let resourceBundleName = "Swivel_SwivelGraphics.bundle"
  #else
  static let resourceBundleName = "Swivel_SwivelGraphics.resources"
  #endif

  /// The `Fonts` folder of SwivelGraphics' resource bundle, which SwiftPM places next to the
  /// built executable (or test bundle), looked up beside the main bundle.
  ///
  /// Found here rather than through SwiftPM's `Bundle.module`, which stops the process when
  /// the bundle is missing (a binary copied without it): a missing bundle gives this path
  /// all the same, and loading a face from it fails with ``FontError``, whose message names
  /// `SWIVEL_FONT_DIR`. Unlike `Bundle.module`, the folder the package was built in is not
  /// searched: a binary finds its fonts beside itself or through `SWIVEL_FONT_DIR`, wherever
  /// it was built.
  package static var bundledDirectory: String { locatedBundledDirectory }

  private static let locatedBundledDirectory: String = {
    // The executable's folder; then, for a test bundle loaded by a runner elsewhere (Xcode's
    // `.xctest`), the bundle holding this code and the folder around it.
    let own = Bundle(for: FontLibrary.self)
    let folders = [
      Bundle.main.bundleURL, Bundle.main.resourceURL, own.resourceURL,
      own.bundleURL.deletingLastPathComponent(),
    ]
    return fontsDirectory(besideAnyOf: folders.compactMap { $0 })
  }()

  /// The `Fonts` folder of the first of `folders` that holds the resource bundle, or, when
  /// none does, where it would be beside the first (a path that does not exist, so that
  /// loading a face fails with ``FontError``).
  static func fontsDirectory(besideAnyOf folders: [URL]) -> String {
    let candidates = folders.map {
      $0.appendingPathComponent(resourceBundleName).appendingPathComponent("Fonts").path
    }
    var isFolder: ObjCBool = false
    let found = candidates.first {
      FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
    }
    return found ?? candidates.first ?? resourceBundleName + "/Fonts"
  }
}
