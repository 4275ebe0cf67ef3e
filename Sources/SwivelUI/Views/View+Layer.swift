extension View {
  /// The view's own layer (`view.layer`), for code written against `CALayer`'s styling
  /// properties; each forwards to the view's property of the same meaning, so the two never
  /// disagree. The corner mask and curve and the shadow are the layer's own (Core Animation's
  /// defaults); gradients are drawn by ``GradientView``.
  ///
  /// ```swift
  /// card.layer.cornerRadius = 12
  /// card.layer.borderWidth = 1
  /// card.layer.borderColor = UIColor.separator.cgColor
  /// card.layer.masksToBounds = true
  /// card.layer.cornerCurve = .continuous
  /// card.layer.shadowOpacity = 0.2
  /// card.layer.shadowOffset = CGSize(width: 0, height: 4)
  /// ```
  public var layer: Layer { Layer(view: self) }

  /// A view's layer: `CALayer`'s styling properties over the view's own.
  public struct Layer {
    /// The view the layer belongs to.
    public let view: View

    /// ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
      get { view.cornerRadius }
      nonmutating set { view.cornerRadius = newValue }
    }
    /// ``View/borderWidth``.
    public var borderWidth: CGFloat {
      get { view.borderWidth }
      nonmutating set { view.borderWidth = newValue }
    }
    /// ``View/borderColor`` (`CGColor` in UIKit; pass `color.cgColor`).
    public var borderColor: Color? {
      get { view.borderColor }
      nonmutating set { view.borderColor = newValue }
    }
    /// ``View/backgroundColor``.
    public var backgroundColor: Color? {
      get { view.backgroundColor }
      nonmutating set { view.backgroundColor = newValue }
    }
    /// ``View/clipsToBounds``.
    public var masksToBounds: Bool {
      get { view.clipsToBounds }
      nonmutating set { view.clipsToBounds = newValue }
    }
    /// ``View/alpha``, as `CALayer`'s `Float`.
    public var opacity: Float {
      get { Float(view.alpha) }
      nonmutating set { view.alpha = CGFloat(newValue) }
    }
    /// ``View/isHidden``.
    public var isHidden: Bool {
      get { view.isHidden }
      nonmutating set { view.isHidden = newValue }
    }
    /// Which corners ``cornerRadius`` rounds (`maskedCorners`); all four by default.
    public var maskedCorners: CornerMask {
      get { view.layerStyle.maskedCorners }
      nonmutating set { view.layerStyle.maskedCorners = newValue }
    }
    /// The shape of the rounded corners (`cornerCurve`); `.circular` by default.
    public var cornerCurve: CornerCurve {
      get { view.layerStyle.cornerCurve }
      nonmutating set { view.layerStyle.cornerCurve = newValue }
    }
    /// The shadow's colour (`shadowColor`, a `CGColor` in UIKit: pass `color.cgColor`);
    /// opaque black by default, nil for no shadow.
    public var shadowColor: Color? {
      get { view.layerStyle.shadowColor }
      nonmutating set { view.layerStyle.shadowColor = newValue }
    }
    /// The shadow's opacity in 0…1 (`shadowOpacity`); 0, no shadow, by default.
    public var shadowOpacity: Float {
      get { view.layerStyle.shadowOpacity }
      nonmutating set { view.layerStyle.shadowOpacity = newValue }
    }
    /// How far the shadow is moved from the layer (`shadowOffset`); (0, −3) by default, which
    /// on iOS's y-down screen puts the shadow 3 points *above* the layer (Core Animation's
    /// default comes from macOS's y-up space).
    public var shadowOffset: CGSize {
      get { view.layerStyle.shadowOffset }
      nonmutating set { view.layerStyle.shadowOffset = newValue }
    }
    /// The shadow's blur radius in points (`shadowRadius`); 3 by default. Swivel blurs with
    /// a Gaussian of standard deviation `shadowRadius / 2`.
    public var shadowRadius: CGFloat {
      get { view.layerStyle.shadowRadius }
      nonmutating set { view.layerStyle.shadowRadius = newValue }
    }
    /// The shape that casts the shadow (`shadowPath`, a `CGPath` in UIKit: pass
    /// `bezierPath.cgPath`), in the view's bounds coordinates, filled by the non-zero rule.
    ///
    /// Nil (the default): the shadow follows the view's background shape, its bounds with
    /// their rounded corners. Core Animation would follow the alpha of everything the layer
    /// draws, subviews included; Swivel does not, so a view without a background casts no
    /// shadow unless it has a `shadowPath`.
    public var shadowPath: Path? {
      get { view.layerStyle.shadowPath }
      nonmutating set { view.layerStyle.shadowPath = newValue }
    }
    /// The point of the bounds, in unit coordinates (0…1 across the width and the height),
    /// that sits at ``position`` and that the view's transform turns and scales about
    /// (`anchorPoint`); (0.5, 0.5), the centre, by default.
    ///
    /// As in Core Animation, changing it keeps ``position`` (the view's `center`) and moves
    /// the frame: `frame.origin = position − anchorPoint × bounds.size` without a transform.
    /// ```swift
    /// hand.frame = CGRect(x: 100, y: 100, width: 10, height: 80)   // position (105, 140)
    /// hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)               // frame (100, 60, 10, 80)
    /// hand.transform = CGAffineTransform(rotationAngle: .pi / 2)   // turns about its bottom
    /// ```
    public var anchorPoint: CGPoint {
      get { view.nonDefaultAnchorPoint ?? LayerStyle.defaultAnchorPoint }
      nonmutating set {
        guard newValue != anchorPoint else { return }
        view.layerStyle.anchorPoint = newValue
        view.superview?.setNeedsLayout()
      }
    }
    /// Where ``anchorPoint`` sits in the superview's coordinates (`position`): the view's
    /// `center`.
    public var position: CGPoint {
      get { view.center }
      nonmutating set { view.center = newValue }
    }
    /// ``View/bounds``.
    public var bounds: CGRect {
      get { view.bounds }
      nonmutating set { view.bounds = newValue }
    }
    /// ``View/frame``.
    public var frame: CGRect {
      get { view.frame }
      nonmutating set { view.frame = newValue }
    }
  }
}
