public import Foundation
public import SwivelGraphics

extension Image {
  /// Loads a PNG or JPEG file (`UIImage(contentsOfFile:)`); nil when it is missing, unreadable
  /// or not a valid image. ``load(contentsOfFile:)`` says why. The format comes from the
  /// file's first bytes, not its extension.
  ///
  /// A file name ending in `@2x` or `@3x` before its extension (`icon@2x.png`) gives the image
  /// that scale, as UIKit does; any other name gives scale 1. A JPEG's EXIF orientation becomes
  /// `Image.imageOrientation`, so a portrait photo stored sideways has its upright size.
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? Image.load(contentsOfFile: path) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, orientation: image.imageOrientation)
  }

  /// Loads a PNG or JPEG file, or says why it cannot: ``ImageLoadingError/missing(path:)``,
  /// ``ImageLoadingError/unreadable(path:reason:)``, ``ImageLoadingError/notPNG(path:firstBytes:)``,
  /// ``ImageLoadingError/corrupt(path:reason:)`` or ``ImageLoadingError/corruptJPEG(path:reason:)``. The scale follows the file name as in
  /// ``init(contentsOfFile:)``.
  public static func load(contentsOfFile path: String) throws(ImageLoadingError) -> Image {
    let bytes = try ImageFile.bytes(at: path)
    if JPEGDecoder.isJPEG(bytes) {
      do {
        return Image(
          bitmap: try JPEGDecoder.decode(bytes), scale: scale(ofFileName: path),
          orientation: JPEGDecoder.orientation(of: bytes))
      } catch {
        throw .corruptJPEG(path: path, reason: error)
      }
    }
    do {
      return Image(bitmap: try PNGDecoder.decode(bytes), scale: scale(ofFileName: path))
    } catch .notPNG(let firstBytes) {
      throw .notPNG(path: path, firstBytes: firstBytes)
    } catch .empty {
      throw .notPNG(path: path, firstBytes: [])
    } catch {
      throw .corrupt(path: path, reason: error)
    }
  }

  /// Decodes PNG or JPEG data at scale 1 (`UIImage(data:)`); nil when it is not a valid image.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Decodes PNG or JPEG data at a scale (`UIImage(data:scale:)`); nil when it is not a valid
  /// image or the scale is not finite and positive.
  public convenience init?(data: Data, scale: CGFloat) {
    let bytes = [UInt8](data)
    let isJPEG = JPEGDecoder.isJPEG(bytes)
    let bitmap = isJPEG ? try? JPEGDecoder.decode(bytes) : try? PNGDecoder.decode(bytes)
    guard scale.isFinite, scale > 0, let bitmap else { return nil }
    self.init(
      bitmap: bitmap, scale: scale, orientation: isJPEG ? JPEGDecoder.orientation(of: bytes) : .up)
  }

  /// The scale a file name asks for: 2 or 3 for names ending in `@2x` / `@3x` before the
  /// extension, else 1.
  static func scale(ofFileName path: String) -> CGFloat {
    let base = (((path as NSString).lastPathComponent) as NSString).deletingPathExtension
    if base.hasSuffix("@3x") { return 3 }
    if base.hasSuffix("@2x") { return 2 }
    return 1
  }
}
