import SwivelInspection

/// The solid colour drawn behind a rectangle of a window, from the views' backgrounds.
enum AuditBackground {
  /// The colour behind `rect` (window coordinates) under `view`: the screen's black, then every
  /// view painted before `view` that covers the rectangle (ancestors and what lies under
  /// them) with its background colour, resolved in its appearance and blended with its
  /// opacity; then `view`'s own background. Nil when something under the rectangle is not a
  /// solid colour over all of it (an image, a gradient, custom drawing, or a view that covers
  /// part of it).
  static func color(behind view: View, in rect: CGRect, window: Window) -> Color? {
    var chain: [View] = []
    var current: View? = view
    while let link = current {
      chain.append(link)
      if link === window { break }
      current = link.superview
    }
    guard chain.last === window else { return nil }
    chain.reverse()
    var color = Color.black
    for (depth, ancestor) in chain.enumerated() {
      guard blend(ancestor, into: &color, rect: rect, window: window) else { return nil }
      guard depth + 1 < chain.count else { break }
      let next = chain[depth + 1]
      for sibling in ancestor.subviews {
        if sibling === next { break }
        guard paint(sibling, into: &color, rect: rect, window: window) else { return nil }
      }
    }
    return color
  }

  /// Paints `view` and its subtree under `rect`; false when it draws something there that is
  /// not a solid colour over the whole rectangle.
  private static func paint(_ view: View, into color: inout Color, rect: CGRect, window: Window)
    -> Bool
  {
    guard !view.isHidden, view.alpha >= 0.01 else { return true }
    let frame = view.convert(view.bounds, to: window)
    guard frame.intersects(rect) else { return true }
    guard blend(view, into: &color, rect: rect, window: window) else { return false }
    for subview in view.subviews where !(view.clipsToBounds && !frame.contains(rect)) {
      guard paint(subview, into: &color, rect: rect, window: window) else { return false }
    }
    return true
  }

  /// Blends `view`'s own background into `color`; false when the view draws something under
  /// `rect` the audit cannot reduce to one colour.
  private static func blend(_ view: View, into color: inout Color, rect: CGRect, window: Window)
    -> Bool
  {
    if view is GradientView || (view as? ImageView)?.image != nil { return false }
    guard let fill = view.backgroundColor?.resolvedColor(with: view.traitCollection),
      fill.rgba.a > 0
    else {
      return true
    }
    let frame = view.convert(view.bounds, to: window)
    guard frame.contains(rect) || view === window else { return false }
    let alpha = CGFloat(fill.rgba.a) / 255 * opacity(of: view, in: window)
    color = ContrastRatio.composite(fill.withAlphaComponent(alpha), over: color)
    return true
  }

  /// The product of `view`'s alpha and its ancestors'.
  static func opacity(of view: View, in window: Window) -> CGFloat {
    var alpha: CGFloat = 1
    var current: View? = view
    while let link = current {
      alpha *= link.alpha
      if link === window { break }
      current = link.superview
    }
    return alpha
  }
}
