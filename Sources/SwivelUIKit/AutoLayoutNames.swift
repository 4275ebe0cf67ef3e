public import Swivel

// Auto Layout's names, declared unavailable so that code using constraints fails to compile
// with a message that says how Swivel lays out, rather than with "cannot find type".

/// A constraint (`NSLayoutConstraint`): unavailable, Swivel lays out with frames.
@available(
  *, unavailable,
  message:
    "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
)
public final class NSLayoutConstraint {
  private init() {}
  /// `activate(_:)`.
  public static func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  /// `deactivate(_:)`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  /// `isActive`.
  public var isActive: Bool { fatalError() }
  /// `constant`.
  public var constant: CGFloat { fatalError() }
}

/// An anchor (`NSLayoutAnchor`): unavailable, Swivel lays out with frames.
@available(
  *, unavailable,
  message:
    "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
)
public final class NSLayoutAnchor {
  private init() {}
}

/// A horizontal anchor (`NSLayoutXAxisAnchor`): unavailable, Swivel lays out with frames.
@available(
  *, unavailable,
  message:
    "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
)
public final class NSLayoutXAxisAnchor {
  private init() {}
  /// `constraint(equalTo:constant:)`.
  public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(greaterThanOrEqualTo:constant:)`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(lessThanOrEqualTo:constant:)`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
}

/// A vertical anchor (`NSLayoutYAxisAnchor`): unavailable, Swivel lays out with frames.
@available(
  *, unavailable,
  message:
    "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
)
public final class NSLayoutYAxisAnchor {
  private init() {}
  /// `constraint(equalTo:constant:)`.
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(greaterThanOrEqualTo:constant:)`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(lessThanOrEqualTo:constant:)`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
}

/// A size anchor (`NSLayoutDimension`): unavailable, Swivel lays out with frames.
@available(
  *, unavailable,
  message:
    "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
)
public final class NSLayoutDimension {
  private init() {}
  /// `constraint(equalTo:constant:)`.
  public func constraint(equalTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(greaterThanOrEqualTo:constant:)`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(lessThanOrEqualTo:constant:)`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { fatalError() }
  /// `constraint(equalToConstant:)`.
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { fatalError() }
  /// `constraint(equalTo:multiplier:constant:)`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint { fatalError() }
}

/// The anchors Auto Layout code reaches for on views and layout guides (`topAnchor`,
/// `widthAnchor`, …), each unavailable with a message that points to frame layout.
public protocol AutoLayoutAnchors {}

extension View: AutoLayoutAnchors {}
extension LayoutGuide: AutoLayoutAnchors {}

extension AutoLayoutAnchors {
  /// `topAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var topAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// `bottomAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// `leadingAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// `trailingAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// `leftAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var leftAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// `rightAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var rightAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// `centerXAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// `centerYAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// `widthAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var widthAnchor: NSLayoutDimension { fatalError() }

  /// `heightAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var heightAnchor: NSLayoutDimension { fatalError() }

  /// `firstBaselineAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// `lastBaselineAnchor`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

}

extension View {
  /// `translatesAutoresizingMaskIntoConstraints`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// `constraints`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public var constraints: [NSLayoutConstraint] { fatalError() }

  /// `addConstraint(_:)`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }

  /// `addConstraints(_:)`: unavailable, Swivel lays out with frames.
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// `addLayoutGuide(_:)`: unavailable, Swivel lays out with frames (a view's guides are its
  /// safe area, margins and readable content guide, read as frames).
  @available(
    *, unavailable,
    message:
      "Swivel lays out with frames, not Auto Layout: set frames from the superview's bounds in updateInterface() or layoutSubviews(), with rect math or `pin` (SwivelLayout). See the SwivelViews article \"The updateInterface pass\" (UpdateInterfacePass) and SwivelLayout's \"Laying out frames with pin, distribute and equal sizes\" (LayingOutWithPin)."
  )
  public func addLayoutGuide(_ guide: LayoutGuide) { fatalError() }
}
