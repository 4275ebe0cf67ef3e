// UIKit's names for Swivel's container controllers and bars.

/// `UINavigationController`: `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationBar`: `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UINavigationItem`: `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: `BarButtonItem` (titled items with a closure action).
public typealias UIBarButtonItem = BarButtonItem
/// `UITabBarController`: `TabBarController`.
public typealias UITabBarController = TabBarController
/// `UITabBar`: `TabBar`.
public typealias UITabBar = TabBar
/// `UITabBarItem`: `TabBarItem` (titled items, no images).
public typealias UITabBarItem = TabBarItem
