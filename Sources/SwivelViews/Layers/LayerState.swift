/// What a standalone layer stores for the properties a view's layer reads from its view.
struct LayerState {
  /// `position`: where the anchor point sits in the superlayer's coordinates.
  var position: CGPoint = .zero
  /// `bounds`.
  var bounds: CGRect = .zero
  /// The affine part of `transform`.
  var transform: CGAffineTransform = .identity
  /// `backgroundColor`.
  var backgroundColor: Color?
  /// `opacity`.
  var opacity: Float = 1
  /// `isHidden`.
  var isHidden = false
  /// `masksToBounds`.
  var masksToBounds = false
  /// `cornerRadius`.
  var cornerRadius: CGFloat = 0
  /// `borderWidth`.
  var borderWidth: CGFloat = 0
  /// `borderColor` (nil draws black).
  var borderColor: Color?
  /// Corner mask and curve, shadow and anchor point.
  var style = LayerStyle()
}

extension Layer {
  /// The layer's state, from its view when it backs one: for copying a layer.
  var state: LayerState {
    guard let view = owningView else { return own }
    var state = LayerState()
    state.position = view.center
    state.bounds = view.bounds
    state.transform = view.transform
    state.backgroundColor = view.backgroundColor
    state.opacity = Float(view.alpha)
    state.isHidden = view.isHidden
    state.masksToBounds = view.clipsToBounds
    state.cornerRadius = view.cornerRadius
    state.borderWidth = view.borderWidth
    state.borderColor = view.borderColor
    state.style = view.layerStyle
    return state
  }
}
