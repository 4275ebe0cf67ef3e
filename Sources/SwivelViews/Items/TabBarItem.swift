/// What a tab bar shows for one controller (`UITabBarItem`), titled; every controller has one
/// (``UIKitViewController/tabBarItem``). Images are kept but not drawn yet (and Swivel has no SF
/// Symbols): each tab draws a rounded square in the tab's colour where the icon would be.
public final class TabBarItem {
  /// The title; nil falls back to the controller's `title`.
  public var title: String?
  /// A short badge for the icon's top right (`badgeValue`), kept for UIKit code; Swivel does not
  /// draw it yet.
  public var badgeValue: String?

  /// The icon (`image`); kept, not drawn yet.
  public var image: Image?
  /// The icon when the tab is selected (`selectedImage`); kept, not drawn yet.
  public var selectedImage: Image?
  /// A number for the app's own use (`tag`); 0 by default.
  public var tag = 0

  /// Creates an item with a title.
  public init(title: String? = nil) {
    self.title = title
  }

  /// Creates an item with a title, an icon and a tag (`init(title:image:tag:)`).
  public convenience init(title: String?, image: Image?, tag: Int) {
    self.init(title: title)
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title and icons for the normal and selected states
  /// (`init(title:image:selectedImage:)`).
  public convenience init(title: String?, image: Image?, selectedImage: Image?) {
    self.init(title: title)
    self.image = image
    self.selectedImage = selectedImage
  }
}
