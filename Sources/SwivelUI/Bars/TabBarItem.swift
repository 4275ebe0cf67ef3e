/// What a tab bar shows for one controller (`UITabBarItem`), titled; every controller has one
/// (``UIKitViewController/tabBarItem``). Images are not supported (Swivel has no SF Symbols): each
/// tab draws a rounded square in the tab's colour where the icon would be.
public final class TabBarItem {
  /// The title; nil falls back to the controller's `title`.
  public var title: String?
  /// A short badge for the icon's top right (`badgeValue`), kept for UIKit code; Swivel does not
  /// draw it yet.
  public var badgeValue: String?

  /// Creates an item (`init(title:image:tag:)`, without an image).
  public init(title: String? = nil) {
    self.title = title
  }
}
