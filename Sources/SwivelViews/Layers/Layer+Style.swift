extension Layer {
  /// Fill for the bounds, inside the rounded corners (`backgroundColor`, a `CGColor` in
  /// Core Animation: pass `color.cgColor`); nil, clear, by default. A view's layer: the
  /// view's ``View/backgroundColor``.
  public final var backgroundColor: Color? {
    get { owningView.map(\.backgroundColor) ?? own.backgroundColor }
    set {
      if let view = owningView {
        view.backgroundColor = newValue
      } else {
        own.backgroundColor = newValue
      }
    }
  }

  /// Opacity of the layer and its sublayers, composited as a group (`opacity`); 1 by
  /// default. A view's layer: the view's ``View/alpha``.
  public final var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? own.opacity }
    set {
      if let view = owningView { view.alpha = CGFloat(newValue) } else { own.opacity = newValue }
    }
  }

  /// Hidden layers and their sublayers are not drawn (`isHidden`); false by default. A
  /// view's layer: the view's ``View/isHidden``.
  public final var isHidden: Bool {
    get { owningView?.isHidden ?? own.isHidden }
    set { if let view = owningView { view.isHidden = newValue } else { own.isHidden = newValue } }
  }

  /// Whether sublayers and contents are clipped to the (rounded) bounds (`masksToBounds`);
  /// false by default. A view's layer: the view's ``View/clipsToBounds``.
  public final var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? own.masksToBounds }
    set {
      if let view = owningView {
        view.clipsToBounds = newValue
      } else {
        own.masksToBounds = newValue
      }
    }
  }

  /// Radius of the rounded corners of the background, border, clip and (for gradient layers)
  /// gradient (`cornerRadius`); 0 by default. A view's layer: the view's
  /// ``View/cornerRadius``.
  public final var cornerRadius: CGFloat {
    get { owningView?.cornerRadius ?? own.cornerRadius }
    set {
      if let view = owningView { view.cornerRadius = newValue } else { own.cornerRadius = newValue }
    }
  }

  /// Width of the border, drawn inside the bounds above the contents and the sublayers
  /// (`borderWidth`); 0 by default. A view's layer: the view's ``View/borderWidth``.
  public final var borderWidth: CGFloat {
    get { owningView?.borderWidth ?? own.borderWidth }
    set {
      if let view = owningView { view.borderWidth = newValue } else { own.borderWidth = newValue }
    }
  }

  /// Colour of the border (`borderColor`, a `CGColor` in Core Animation: pass
  /// `color.cgColor`); nil draws opaque black, Core Animation's default. A view's layer: the
  /// view's ``View/borderColor``.
  public final var borderColor: Color? {
    get { owningView.map(\.borderColor) ?? own.borderColor }
    set {
      if let view = owningView { view.borderColor = newValue } else { own.borderColor = newValue }
    }
  }

  /// The corner mask, curve, shadow and anchor point: the view's for a view's layer.
  final var style: LayerStyle {
    get { owningView?.layerStyle ?? own.style }
    set { if let view = owningView { view.layerStyle = newValue } else { own.style = newValue } }
  }

  /// Which corners ``cornerRadius`` rounds (`maskedCorners`); all four by default.
  public final var maskedCorners: CornerMask {
    get { style.maskedCorners }
    set { style.maskedCorners = newValue }
  }

  /// The shape of the rounded corners (`cornerCurve`); `.circular` by default.
  public final var cornerCurve: CornerCurve {
    get { style.cornerCurve }
    set { style.cornerCurve = newValue }
  }

  /// The shadow's colour (`shadowColor`, a `CGColor` in Core Animation: pass
  /// `color.cgColor`); opaque black by default, nil for no shadow.
  public final var shadowColor: Color? {
    get { style.shadowColor }
    set { style.shadowColor = newValue }
  }

  /// The shadow's opacity in 0…1 (`shadowOpacity`); 0, no shadow, by default.
  public final var shadowOpacity: Float {
    get { style.shadowOpacity }
    set { style.shadowOpacity = newValue }
  }

  /// How far the shadow is moved from the layer (`shadowOffset`); (0, −3) by default, which
  /// on iOS's y-down screen puts the shadow 3 points *above* the layer (Core Animation's
  /// default comes from macOS's y-up space).
  public final var shadowOffset: CGSize {
    get { style.shadowOffset }
    set { style.shadowOffset = newValue }
  }

  /// The shadow's blur radius in points (`shadowRadius`); 3 by default. Swivel blurs with a
  /// Gaussian of standard deviation `shadowRadius / 2`.
  public final var shadowRadius: CGFloat {
    get { style.shadowRadius }
    set { style.shadowRadius = newValue }
  }

  /// The shape that casts the shadow (`shadowPath`, a `CGPath` in Core Animation: pass
  /// `bezierPath.cgPath`), in bounds coordinates, filled by the non-zero rule.
  ///
  /// Nil (the default): the shadow follows the background shape, the bounds with their
  /// rounded corners. Core Animation would follow the alpha of everything the layer draws,
  /// sublayers included; Swivel does not, so a layer without a background casts no shadow
  /// unless it has a `shadowPath`.
  public final var shadowPath: Path? {
    get { style.shadowPath }
    set { style.shadowPath = newValue }
  }
}
