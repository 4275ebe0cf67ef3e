// UIKit's names for Swivel's page view controller and search bar.

/// `UIPageViewController`: `PageViewController`.
public typealias UIPageViewController = PageViewController
/// `UIPageViewControllerDataSource`: `PageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// `UIPageViewControllerDelegate`: `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// `UISearchBar`: `SearchBar`.
public typealias UISearchBar = SearchBar
/// `UISearchBarDelegate`: `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// `UISearchTextField`: `TextField`, the search bar's field.
public typealias UISearchTextField = TextField
