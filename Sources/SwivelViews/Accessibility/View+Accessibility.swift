extension View {
  /// A name for UI tests and lookups (`accessibilityIdentifier`): the same value as
  /// ``identifier``; VoiceOver never reads it.
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// Whether VoiceOver skips this view's subviews (`accessibilityElementsHidden`); false by
  /// default. The view itself is still an element when ``isAccessibilityElement`` says so.
  public var accessibilityElementsHidden: Bool {
    get { accessibilityOverrides?.elementsHidden ?? false }
    set { writableAccessibilityOverrides.elementsHidden = newValue }
  }

  /// Whether VoiceOver visits this view's elements together, before moving on to the
  /// elements around it (`shouldGroupAccessibilityChildren`); false by default.
  public var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityOverrides?.groupsChildren ?? false }
    set { writableAccessibilityOverrides.groupsChildren = newValue }
  }

  /// Whether VoiceOver ignores every element outside this view while it is visible
  /// (`accessibilityViewIsModal`); false by default.
  public var accessibilityViewIsModal: Bool {
    get { accessibilityOverrides?.viewIsModal ?? false }
    set { writableAccessibilityOverrides.viewIsModal = newValue }
  }

  /// Where the element is, in the coordinates of the top of the view's tree (the window's,
  /// which are the screen's for a host that has not turned) (`accessibilityFrame`): by
  /// default the view's bounds converted there. Setting a rectangle fixes it; nil restores
  /// the default (UIKit's property is not optional; Swivel's accepts nil for that).
  public var accessibilityFrame: CGRect! {
    get {
      if let frame = accessibilityOverrides?.frame { return frame }
      var top: View = self
      while let parent = top.superview { top = parent }
      return convert(bounds, to: top)
    }
    set { writableAccessibilityOverrides.frame = newValue }
  }
}
