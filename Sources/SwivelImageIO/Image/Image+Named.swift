public import Foundation
public import SwivelGraphics

extension Image {
  /// Loads a PNG resource of a bundle by name (`UIImage(named:in:compatibleWith:)`); nil when no
  /// file matches or it cannot be decoded. ``load(named:in:scale:)`` says why.
  ///
  /// - Parameters:
  ///   - name: the file name, with or without the `.png` extension and without a scale suffix.
  ///   - bundle: the bundle whose resources are searched (`Bundle.module` for a package
  ///     target's resources); the main bundle by default.
  ///   - scale: the screen scale the image is for; 2 by default. See
  ///     ``candidateFileNames(for:scale:)`` for the files tried.
  public convenience init?(named name: String, in bundle: Bundle = .main, scale: CGFloat = 2) {
    guard let image = try? Image.load(named: name, in: bundle, scale: scale) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }

  /// Loads a PNG resource by name as ``init(named:in:scale:)`` does, or says why it cannot:
  /// ``ImageLoadingError/notFound(name:bundlePath:tried:)`` listing the file names tried, or the
  /// error of ``load(contentsOfFile:)`` for the file found.
  public static func load(named name: String, in bundle: Bundle = .main, scale: CGFloat = 2)
    throws(ImageLoadingError) -> Image
  {
    let tried = candidateFileNames(for: name, scale: scale)
    for file in tried {
      let ext = (file as NSString).pathExtension
      let base = (file as NSString).deletingPathExtension
      if let path = bundle.path(forResource: base, ofType: ext.isEmpty ? nil : ext) {
        return try load(contentsOfFile: path)
      }
    }
    throw .notFound(name: name, bundlePath: bundle.bundlePath, tried: tried)
  }

  /// The file names ``init(named:in:scale:)`` tries, in order. With `scale` rounded to 1, 2 or 3:
  /// first the file for that scale (`name@2x.png`; `name.png` for 1), then the larger scales
  /// up to 3, then the smaller ones down to 1 (`name.png`), then `name` itself when it has no
  /// extension. The extension is the one in `name`, else `png`. UIKit picks the file for the
  /// screen's scale and falls back to the others the same way.
  public static func candidateFileNames(for name: String, scale: CGFloat) -> [String] {
    let given = (name as NSString).pathExtension
    let ext = given.isEmpty ? "png" : given
    let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
    let preferred = Int(min(3, max(1, scale.isFinite ? scale.rounded() : 2)))
    let order = [preferred] + (preferred + 1..<4).map { $0 } + (1..<preferred).reversed()
    var names = order.map { $0 == 1 ? "\(base).\(ext)" : "\(base)@\($0)x.\(ext)" }
    if given.isEmpty { names.append(name) }
    return names
  }
}
