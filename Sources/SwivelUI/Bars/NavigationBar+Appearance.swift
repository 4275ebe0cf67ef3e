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
      let edge = isCompact ? compactScrollEdgeAppearance ?? scrollEdgeAppearance : scrollEdgeAppearance
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

  /// Applies the standard appearance's title attributes to the titles.
  func applyTitleAttributes() {
    let appearance = isCompact ? compactAppearance ?? standardAppearance : standardAppearance
    titleLabel.font = appearance.titleTextAttributes.font ?? Self.titleFont
    titleLabel.textColor = appearance.titleTextAttributes.foregroundColor ?? titleTextColor
    largeTitleLabel.font = appearance.largeTitleTextAttributes.font ?? Self.largeTitleFont
    largeTitleLabel.textColor = appearance.largeTitleTextAttributes.foregroundColor ?? titleTextColor
  }
}
