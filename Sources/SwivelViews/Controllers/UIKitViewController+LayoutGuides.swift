/// The length of a pre-iOS 11 layout guide (`UILayoutSupport`): how far the bars reach into the
/// controller's view from its top or bottom.
public struct LayoutSupport: Sendable, Hashable {
  /// The length in points (`length`).
  public let length: CGFloat
}

extension UIKitViewController {
  /// How far the status and navigation bars reach down into the view (`topLayoutGuide`,
  /// deprecated in iOS 11 for the safe area): the root view's top safe-area inset.
  public var topLayoutGuide: LayoutSupport {
    LayoutSupport(length: viewIfLoaded?.safeAreaInsets.top ?? 0)
  }

  /// How far a tab bar or toolbar reaches up into the view (`bottomLayoutGuide`): the root
  /// view's bottom safe-area inset.
  public var bottomLayoutGuide: LayoutSupport {
    LayoutSupport(length: viewIfLoaded?.safeAreaInsets.bottom ?? 0)
  }
}
