import SwivelSupport

/// Why a screen could not be rendered with a scroll view's whole content.
public enum FullContentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No visible scroll view in the window (and none was given).
  case noScrollView
  /// The scroll view given is not in the host's window.
  case scrollViewNotInWindow(String)
  /// The legacy rotation model turns the root view inside a portrait framebuffer; the window
  /// only grows in the modern model.
  case legacyModel
  /// The window grew, but the scroll view did not grow with it (its frame does not follow
  /// its superview's size), so its content cannot all be shown.
  case scrollViewDoesNotGrow(String)
  /// The image would be larger than Swivel renders: `width` and `height` pixels at the
  /// screen's scale, past the limits (`RenderLimits`). Checked as floating point, so a
  /// content size of `1e300` points is this error too.
  case tooLarge(width: Double, height: Double)
  /// The scroll view at `path` has a `field` (its `contentSize.height` or a vertical
  /// `adjustedContentInset`) that is NaN or infinite, so the content has no height to show.
  case nonFiniteContent(path: String, field: String, value: Double)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .noScrollView:
      "the window has no visible scroll view to show in full; pass the one to grow (fullContent(of:))"
    case .scrollViewNotInWindow(let path):
      "the scroll view \(path) is not in the host's window"
    case .legacyModel:
      "full-content images need the modern rotation model (the legacy model's window is the portrait framebuffer)"
    case .scrollViewDoesNotGrow(let path):
      "the window grew but \(path) kept its height: give it a frame from its superview's bounds "
        + "(or flexible autoresizing) so that it grows with the screen"
    case .tooLarge(let width, let height):
      "the full content is \(PlainNumber.text(width))×\(PlainNumber.text(height)) px, larger than Swivel renders (at most "
        + "\(RenderLimits.maxSide) px a side and \(RenderLimits.maxPixels) px in all); "
        + "render a shorter scroll view or a device with a lower scale"
    case .nonFiniteContent(let path, let field, let value):
      "the scroll view \(path) has a \(field) of \(PlainNumber.text(value)); a full-content image "
        + "needs a finite content height: set contentSize (or the row heights it comes from) to numbers"
    }
  }
}

extension DeviceHost {
  /// Runs `body` with the window taller, so that `scrollView` (or the first visible scroll view,
  /// depth first) shows its whole `contentSize` from its top: the window grows by what the
  /// content needs beyond the scroll view's height (insets included), the safe area grows with
  /// it (the status bar stays at the top, the home indicator's inset at the new bottom), the
  /// window is laid out, the scroll view scrolled to its top, and `body` runs; then the window,
  /// the safe area and the offset are put back. A scroll view whose frame does not follow its
  /// superview is refused, as is a window past `RenderLimits`.
  public func withFullContent<Result>(
    of scrollView: ScrollView? = nil, _ body: () throws -> Result
  ) throws -> Result {
    guard model == .modern else { throw FullContentError.legacyModel }
    window.layoutIfNeeded()
    guard let scroll = scrollView ?? Self.firstVisibleScrollView(in: window) else {
      throw FullContentError.noScrollView
    }
    guard scroll.window === window else {
      throw FullContentError.scrollViewNotInWindow(scroll.hierarchyPath)
    }
    let original = window.frame, originalOffset = scroll.contentOffset
    defer {
      window.frame = original
      window.placeRootView()
      updateSafeAreaRect()
      window.layoutIfNeeded()
      scroll.contentOffset = originalOffset
    }
    var height = original.height
    for _ in 0..<4 {
      let inset = scroll.adjustedContentInset
      try Self.checkFinite(scroll, inset: inset)
      let missing = scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height
      if missing <= 0.5 { break }
      let before = scroll.bounds.height
      height += missing.rounded(.up)
      try Self.checkLimits(CGSize(width: original.width, height: height), scale: window.screenScale)
      window.frame = CGRect(
        origin: original.origin, size: CGSize(width: original.width, height: height))
      window.placeRootView()
      window.safeAreaRect = CGRect(origin: .zero, size: window.bounds.size).inset(
        by: safeAreaInsets)
      window.layoutIfNeeded()
      if scroll.bounds.height <= before + 0.5 {
        throw FullContentError.scrollViewDoesNotGrow(scroll.hierarchyPath)
      }
    }
    scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
    return try body()
  }

  /// The first scroll view, depth first, that is visible.
  static func firstVisibleScrollView(in window: Window) -> ScrollView? {
    var stack: [View] = [window]
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha >= 0.01 else { continue }
      if let scroll = view as? ScrollView { return scroll }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  /// Refuses a grown window past `RenderLimits`; compared as floating point, never
  /// converted to `Int`, so any finite size is an answer, not a trap.
  static func checkLimits(_ size: CGSize, scale: CGFloat) throws(FullContentError) {
    let width = Double((size.width * scale).rounded(.up)),
      height = Double((size.height * scale).rounded(.up))
    guard width <= Double(RenderLimits.maxSide), height <= Double(RenderLimits.maxSide),
      width * height <= Double(RenderLimits.maxPixels)
    else { throw FullContentError.tooLarge(width: width, height: height) }
  }

  /// Refuses a scroll view whose content height or vertical insets are NaN or infinite.
  static func checkFinite(_ scroll: ScrollView, inset: EdgeInsets) throws(FullContentError) {
    let values: [(String, CGFloat)] = [
      ("contentSize.height", scroll.contentSize.height),
      ("adjustedContentInset.top", inset.top), ("adjustedContentInset.bottom", inset.bottom),
    ]
    if let (field, value) = values.first(where: { !$0.1.isFinite }) {
      throw FullContentError.nonFiniteContent(
        path: scroll.hierarchyPath, field: field, value: Double(value))
    }
  }
}
