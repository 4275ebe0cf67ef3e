extension NavigationBar {
  /// The appearance the bar draws now: at the scroll edge (the content under it scrolled to
  /// the top, or no scroll view), ``scrollEdgeAppearance``, else ``standardAppearance`` (in a
  /// vertically compact bar the compact ones first), as iOS 15 and later choose. A missing
  /// scroll-edge appearance is the standard one made transparent, so a bar over content at
  /// its top shows no background and no hairline; ``barTintColor`` fills the standard one.
  public var currentAppearance: NavigationBarAppearance {
    let atEdge = isAtScrollEdge()
    let standard = isCompact ? compactAppearance ?? standardAppearance : standardAppearance
    if atEdge {
      let edge =
        isCompact ? compactScrollEdgeAppearance ?? scrollEdgeAppearance : scrollEdgeAppearance
      if let edge { return edge }
      let transparent = standard.copy()
      transparent.configureWithTransparentBackground()
      return transparent
    }
    guard let barTintColor else { return standard }
    let tinted = standard.copy()
    tinted.backgroundColor = barTintColor
    return tinted
  }

  /// Applies the title attributes to the titles: the bar's own (``titleTextAttributes``) over
  /// the standard (or compact) appearance's, over the 17-pt semibold and 34-pt bold defaults.
  func applyTitleAttributes() {
    let appearance = isCompact ? compactAppearance ?? standardAppearance : standardAppearance
    let title = appearance.titleTextAttributes.merging(titleTextAttributes ?? TextAttributes())
    let large = appearance.largeTitleTextAttributes.merging(
      largeTitleTextAttributes ?? TextAttributes())
    titleLabel.font = title.font ?? Self.titleFont
    titleLabel.textColor = title.foregroundColor ?? titleTextColor
    largeTitleLabel.font = large.font ?? Self.largeTitleFont
    largeTitleLabel.textColor = large.foregroundColor ?? titleTextColor
  }
}
