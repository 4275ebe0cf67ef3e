extension View {
  /// The view's own layer (`view.layer`), for code written against `CALayer`'s styling
  /// properties; each forwards to the view's property of the same meaning, so the two never
  /// disagree. Shadows, masks of corners and gradients are not modelled yet.
  ///
  /// ```swift
  /// card.layer.cornerRadius = 12
  /// card.layer.borderWidth = 1
  /// card.layer.borderColor = UIColor.separator.cgColor
  /// card.layer.masksToBounds = true
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
  }
}
