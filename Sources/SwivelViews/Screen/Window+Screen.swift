extension Window {
  /// The screen the window is on (`UIWindow.screen`), from the window's own size and scale:
  /// its bounds are the window's (interface-oriented, or portrait for a window whose root view
  /// is turned by a transform, as in the iOS ≤ 7 model); its native bounds are portrait pixels.
  public var screen: Screen {
    let size = bounds.size
    let turned = rootViewPlacement != .centered && interfaceOrientation.isLandscape
    let portrait = turned ? CGSize(width: size.height, height: size.width) : size
    return Screen(
      bounds: CGRect(origin: .zero, size: size), scale: screenScale,
      nativeBounds: CGRect(
        x: 0, y: 0, width: portrait.width * screenScale, height: portrait.height * screenScale))
  }
}
