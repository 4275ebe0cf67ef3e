public import Foundation
@_spi(UIKitNames) public import SwivelWidgets

// UIKit's names for bar appearances and appearance proxies.

/// `UIBarAppearance`: `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// `UINavigationBarAppearance`: `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// `UITabBarAppearance`: `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// `UIToolbarAppearance`: `ToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance
/// `UIAppearance`: `Appearance`.
public typealias UIAppearance = Appearance
/// `UIAppearanceContainer`: `AppearanceContainer`.
public typealias UIAppearanceContainer = AppearanceContainer

/// Title attributes written as UIKit writes them, a dictionary
/// (`appearance.titleTextAttributes = [.foregroundColor: UIColor.white]`): the attributes
/// Swivel draws are kept, the others dropped, as for attributed strings.
extension TextAttributes: ExpressibleByDictionaryLiteral {
  /// Attributes from a UIKit attributes dictionary literal.
  public init(dictionaryLiteral elements: (NSAttributedString.Key, Any)...) {
    self = AttributedText.typedAttributes(
      Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
