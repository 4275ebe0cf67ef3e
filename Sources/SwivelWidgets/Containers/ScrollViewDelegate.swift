/// What a scroll view tells about its scrolling (`UIScrollViewDelegate`). Every method is
/// optional, as in UIKit: each has a default that does nothing.
///
/// Swivel scrolls only when code sets the offset, so ``scrollViewDidScroll(_:)`` is the one
/// called: whenever `contentOffset` changes. The dragging and deceleration callbacks exist for
/// code that implements them and are never called.
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (`scrollViewDidScroll(_:)`).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to begin (`scrollViewWillBeginDragging(_:)`); never called by Swivel.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// A drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); never called by Swivel.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Scrolling slowed to a stop (`scrollViewDidEndDecelerating(_:)`); never called by Swivel.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated scroll ended (`scrollViewDidEndScrollingAnimation(_:)`); never called by Swivel.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The adjusted content inset changed (`scrollViewDidChangeAdjustedContentInset(_:)`).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
