/// A controller class of Swivel's that contains others and shows one child's content full
/// screen under bars of its own (a navigation, tab bar or page controller).
package protocol ContainerController: UIKitViewController {
  /// The child whose content the container shows full screen (a navigation controller's top
  /// controller, a tab bar controller's selected one): the bars ask it whether its content is
  /// at their scroll edge.
  var shownContentController: UIKitViewController? { get }

  /// Lays out the bars and the shown child in the root view's layout pass, after
  /// ``UIKitViewController/viewWillLayoutSubviews()`` and before the view's
  /// `layoutSubviews()`.
  func layOutContainerContent()

  /// Called when a child's ``UIKitViewController/title`` changes; the bars redraw their
  /// titles.
  func childTitleDidChange()
}
