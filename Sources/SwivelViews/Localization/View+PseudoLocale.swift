extension View {
  /// The pseudo-locale of the window the view is in (its screen traits, which a host's trait
  /// overrides set); none outside a window. A walk up the superviews, without the arrays
  /// ``View/traitCollection`` builds, since every layout of a label's text asks.
  package var windowPseudoLocale: PseudoLocale {
    var top: View = self
    while let parent = top.superview { top = parent }
    return (top as? Window)?.screenTraitsStorage.pseudoLocale ?? .none
  }
}
