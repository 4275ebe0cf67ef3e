/// A view class of Swivel's that follows its subviews beyond the public hooks (a stack view,
/// which re-arranges when an arranged view's size changes or it leaves).
package protocol SubviewObserving: View {
  /// Called on the superview when a subview's intrinsic size changes.
  func subviewDidInvalidateIntrinsicContentSize(_ subview: View)

  /// Called on the superview just before `subview` leaves it (removed, or added to another
  /// view). Moving a subview among its siblings does not call it.
  func subviewWillLeave(_ subview: View)
}

/// A view class of Swivel's with a step of its own before ``View/safeAreaInsetsDidChange()``
/// that overrides cannot skip (a scroll view's adjusted content inset).
package protocol SafeAreaAdjusting: View {
  /// Called when the view's safe area insets changed, before `safeAreaInsetsDidChange()`.
  func safeAreaWillNotify()
}
