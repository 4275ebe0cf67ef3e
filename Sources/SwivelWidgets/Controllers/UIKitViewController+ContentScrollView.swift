extension UIKitViewController {
  /// The scroll view whose position decides whether the bars over the controller's content
  /// are at their scroll edge (`contentScrollView(for:)`): the one given to
  /// ``setContentScrollView(_:)``, else the root view when it is a scroll view, else the root
  /// view's back-most subview when that is one, as UIKit guesses. nil when there is none;
  /// the bars then count as at the scroll edge.
  public var contentScrollView: ScrollView? {
    if let chosen = chosenContentScrollView as? ScrollView { return chosen }
    guard let root = viewIfLoaded else { return nil }
    if let scrollView = root as? ScrollView { return scrollView }
    return root.subviews.first as? ScrollView
  }

  /// Names the scroll view the bars follow (`setContentScrollView(_:for:)`, for both edges);
  /// nil returns to UIKit's guess.
  public func setContentScrollView(_ scrollView: ScrollView?) {
    chosenContentScrollView = scrollView
  }

  /// Whether the content under a bar at `edge` reaches no further than the bar's edge: its
  /// scroll view is scrolled to the top (for `.top`) or to the bottom (for `.bottom`), or
  /// there is no scroll view. Containers ask their shown child.
  func isContentAtScrollEdge(_ edge: BarEdge) -> Bool {
    if adopts(.containerController),
      let shown = (self as? any ContainerController)?.shownContentController, shown !== self
    {
      return shown.isContentAtScrollEdge(edge)
    }
    guard let scrollView = contentScrollView else { return true }
    let range = scrollView.contentOffsetRange, offset = scrollView.contentOffset.y
    // Half a pixel of tolerance, so an offset snapped to the pixel grid counts as at the edge.
    let tolerance = 0.5 / scrollView.pixelScale
    switch edge {
    case .top: return offset <= range.min.y + tolerance
    case .bottom: return offset >= range.max.y - tolerance
    }
  }
}

/// The edge of the screen a bar sits at.
enum BarEdge {
  case top, bottom
}
