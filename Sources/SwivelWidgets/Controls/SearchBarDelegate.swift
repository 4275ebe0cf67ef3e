/// Hears a ``SearchBar``'s buttons and text (`UISearchBarDelegate`). Every method has an
/// empty default, as UIKit's are optional.
public protocol SearchBarDelegate: AnyObject {
  /// The text changed (`searchBar(_:textDidChange:)`): Swivel calls it when
  /// ``SearchBar/enterText(_:)`` types, as UIKit does for typing, never for code setting
  /// ``SearchBar/text``.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// The keyboard's Search key was tapped (`searchBarSearchButtonClicked(_:)`): Swivel calls
  /// it from ``SearchBar/enterText(_:)`` when the text ends with a return.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The Cancel button was tapped (`searchBarCancelButtonClicked(_:)`).
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
