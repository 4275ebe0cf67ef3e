// A stylesheet as iOS apps write one: class members in extensions of UIKit's classes (only
// the import differs).
import SwivelUIKit

extension UIColor {
  class var brand: UIColor { UIColor(red: 90 / 255, green: 171 / 255, blue: 243 / 255, alpha: 1) }
  static let ink = UIColor(white: 0.1, alpha: 1)
}

extension UIFont {
  class func appFont(ofSize size: CGFloat, bold: Bool = false) -> UIFont {
    bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
  }
}

extension UIImage {
  class func swatch(_ color: UIColor, side: Int) -> UIImage {
    UIImage(bitmap: Bitmap(width: side, height: side, fill: color.rgba.premultiplied), scale: 1)
  }
}
