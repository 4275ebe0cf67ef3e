public import Foundation

extension Image {
  /// `UIImage(named:in:compatibleWith:)`: a bundle's PNG or JPEG resource for the traits'
  /// display scale (2 when the traits are nil or leave the scale unspecified), looked up as
  /// `Image(named:in:scale:)` does; nil when no file matches or it cannot be decoded. A nil
  /// bundle is the main bundle, as in UIKit.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 2 } ?? 2
    self.init(named: name, in: bundle ?? .main, scale: scale)
  }
}
