/// Layout margins as set on a view: by reading direction (`directionalLayoutMargins`) or by
/// side (`layoutMargins`, which keeps left on the left in a right-to-left layout).
enum LayoutMarginsValue: Equatable {
  case directional(DirectionalEdgeInsets)
  case fixed(EdgeInsets)
}

extension View {
  /// UIKit's default layout margins of a view that is not a controller's root view: 8 pt on
  /// each side.
  public static let defaultLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)

  /// The space to keep between the view's edges and its content (`UIView.layoutMargins`).
  ///
  /// Reading it gives the margins in effect, as UIKit's getter does: the value set (by
  /// default 8 pt per side, and for a controller's root view its controller's
  /// ``UIKitViewController/systemMinimumLayoutMargins``, which also act as a floor under a value
  /// set), plus the ``safeAreaInsets`` while ``insetsLayoutMarginsFromSafeArea`` (the
  /// default), grown where needed to keep content inside the superview's margins while
  /// ``preservesSuperviewLayoutMargins``. Setting it stores left and right as given (a
  /// right-to-left layout keeps them) and calls ``layoutMarginsDidChange()``.
  public var layoutMargins: EdgeInsets {
    get { resolvedLayoutMargins(rightToLeft: isRightToLeftForMargins) }
    set { setLayoutMargins(.fixed(newValue)) }
  }

  /// The layout margins by reading direction (`UIView.directionalLayoutMargins`): leading
  /// is the left margin in a left-to-right layout and the right one in a right-to-left one
  /// (``effectiveUserInterfaceLayoutDirection``). Reading gives the margins in effect (see
  /// ``layoutMargins``); setting stores them by direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return isRightToLeftForMargins
        ? DirectionalEdgeInsets(
          top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
        : DirectionalEdgeInsets(
          top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set { setLayoutMargins(.directional(newValue)) }
  }

  /// The bounds inset by ``layoutMargins``: the rectangle of ``layoutMarginsGuide``.
  public var layoutMarginsFrame: CGRect {
    let frame = bounds.inset(by: layoutMargins)
    return frame.width >= 0 && frame.height >= 0
      ? frame
      : CGRect(
        x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0))
  }

  private var isRightToLeftForMargins: Bool {
    effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  private func setLayoutMargins(_ value: LayoutMarginsValue) {
    guard layoutMarginsStorage != value else { return }
    layoutMarginsStorage = value
    layoutMarginsInputsDidChange()
  }

  /// Something the margins depend on changed: tell the view (and its controller) and lay it
  /// out again.
  package func layoutMarginsInputsDidChange() {
    notifyLayoutMarginsDidChange()
    setNeedsLayout()
  }

  /// Calls ``layoutMarginsDidChange()`` and, on a root view, its controller's
  /// `viewLayoutMarginsDidChange()`.
  func notifyLayoutMarginsDidChange() {
    layoutMarginsDidChange()
    owningController?.viewLayoutMarginsDidChange()
  }

  /// The margins in effect, in the order UIKit documents them: the value set or the
  /// default, the root view's system minimum as a floor, the safe area added, the
  /// superview's margins preserved.
  private func resolvedLayoutMargins(rightToLeft: Bool) -> EdgeInsets {
    let controller = owningController
    var margins: EdgeInsets
    switch layoutMarginsStorage {
    case .directional(let insets): margins = insets.edgeInsets(rightToLeft: rightToLeft)
    case .fixed(let insets): margins = insets
    case nil:
      margins =
        controller == nil ? Self.defaultLayoutMargins.edgeInsets(rightToLeft: rightToLeft) : .zero
    }
    if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins.edgeInsets(rightToLeft: rightToLeft)
      margins = EdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      margins = preservingMargins(of: parent, over: margins)
    }
    return margins
  }

  /// `margins` grown by the smallest amount that keeps the receiver's margin rectangle
  /// inside `parent`'s (UIKit: "the smallest amount needed to ensure that content is also
  /// inside the superview's margins").
  private func preservingMargins(of parent: View, over margins: EdgeInsets) -> EdgeInsets {
    let own = boundsStorage
    guard own.isFiniteRect, parent.boundsStorage.isFiniteRect else { return margins }
    let parentMargins = parent.bounds.inset(by: parent.layoutMargins)
    let local = convert(parentMargins, from: parent)
    guard local.isFiniteRect else { return margins }
    return EdgeInsets(
      top: max(margins.top, local.minY - own.minY), left: max(margins.left, local.minX - own.minX),
      bottom: max(margins.bottom, own.maxY - local.maxY),
      right: max(margins.right, own.maxX - local.maxX))
  }
}
