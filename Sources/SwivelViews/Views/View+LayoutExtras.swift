/// A view's safe-area and margin state, allocated the first time a view has any (see
/// `View.layoutExtras`).
final class ViewLayoutExtras {
  /// The safe-area insets last delivered by a layout pass, to notice changes.
  var safeAreaInsetsCache = EdgeInsets.zero
  /// The margins set on the view; nil for the default.
  var layoutMarginsStorage: LayoutMarginsValue?
  /// `preservesSuperviewLayoutMargins`.
  var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea`.
  var insetsLayoutMarginsFromSafeArea = true
}

extension View {
  /// The view's extras, created on first write.
  private var extras: ViewLayoutExtras {
    if let extras = layoutExtras { return extras }
    let extras = ViewLayoutExtras()
    layoutExtras = extras
    return extras
  }

  /// The safe-area insets last delivered by a layout pass, to notice changes.
  var safeAreaInsetsCache: EdgeInsets {
    get { layoutExtras?.safeAreaInsetsCache ?? .zero }
    set { if newValue != safeAreaInsetsCache { extras.safeAreaInsetsCache = newValue } }
  }

  /// The margins set on the view, nil for the default.
  var layoutMarginsStorage: LayoutMarginsValue? {
    get { layoutExtras?.layoutMarginsStorage }
    set { extras.layoutMarginsStorage = newValue }
  }

  /// Whether the view's margins grow to keep content inside its superview's margins
  /// (`UIView.preservesSuperviewLayoutMargins`); false by default.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutExtras?.preservesSuperviewLayoutMargins ?? false }
    set {
      setMarginFlag(
        \.preservesSuperviewLayoutMargins, to: newValue, from: preservesSuperviewLayoutMargins)
    }
  }

  /// Whether the margins are measured from the safe area rather than the bounds
  /// (`UIView.insetsLayoutMarginsFromSafeArea`); true by default.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutExtras?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      setMarginFlag(
        \.insetsLayoutMarginsFromSafeArea, to: newValue, from: insetsLayoutMarginsFromSafeArea)
    }
  }

  /// Stores a flag the margins depend on and, when it changed, reports the margins' change.
  private func setMarginFlag(
    _ flag: ReferenceWritableKeyPath<ViewLayoutExtras, Bool>, to value: Bool, from current: Bool
  ) {
    guard value != current else { return }
    extras[keyPath: flag] = value
    layoutMarginsInputsDidChange()
  }
}
