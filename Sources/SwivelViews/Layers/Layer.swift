/// A rectangle of drawing with its own geometry and sublayers (`CALayer`): a background, a
/// border, rounded corners, a shadow, an image (``contents``) and, in subclasses, a gradient
/// (``GradientLayer``), a path (``ShapeLayer``) or text (``TextLayer``).
///
/// A layer stands alone, or backs a view: every view has one (``View/layer``), made from its
/// class's ``View/layerClass`` on first use. A view's layer has no state of its own for what
/// the view already has: its geometry and styling properties are the view's (`position` is
/// `center`, `opacity` is `alpha`, `masksToBounds` is `clipsToBounds`, …), so the two never
/// disagree. What only a layer has (``contents``, a gradient's colours, standalone sublayers)
/// is kept on the layer.
///
/// ```swift
/// let badge = Layer()
/// badge.frame = CGRect(x: 10, y: 10, width: 24, height: 24)
/// badge.backgroundColor = .systemRed
/// badge.cornerRadius = 12
/// card.layer.addSublayer(badge)   // drawn above the card's subviews added before it
/// ```
///
/// Layers are plain classes, not `Sendable`, like views: build and use a tree on one task.
/// See <doc:Layers> for what is modelled and how sublayers interleave with subviews.
open class Layer {
  /// The view this layer backs, unretained: the view owns its layer and clears the link in
  /// its `deinit` (see `ParentLink`).
  final var viewLink = ParentLink<View>()
  /// The layer this one is a sublayer of, unretained: a layer owns its sublayers and clears
  /// their links when it lets them go and in its `deinit`.
  final var superlayerLink = ParentLink<Layer>()
  /// The standalone sublayers, back-most first. For a view's layer these are only the layers
  /// added with ``addSublayer(_:)``; the subviews' layers are the view's subviews.
  final var sublayerStorage: [Layer] = []
  /// For a view's layer, one entry per ``sublayerStorage`` element: the subview it is drawn
  /// directly above (nil: below every subview). Compared, never dereferenced.
  final var sublayerAnchors: [ObjectIdentifier?] = []
  /// The geometry and styling of a standalone layer; unused while the layer backs a view.
  final var own = LayerState()

  /// The view the layer backs, or nil for a standalone layer (`delegate`, for a view's layer).
  public final var owningView: View? { viewLink.target }

  /// Creates a standalone layer with Core Animation's defaults: zero bounds at position
  /// (0, 0), anchor point at the centre, opaque, no background.
  public required init() {}

  /// Creates a layer with the same properties as `layer` (`init(layer:)`); sublayers are not
  /// copied and the copy is standalone.
  public convenience init(layer: Layer) {
    self.init()
    own = layer.state
    contents = layer.contents
    contentsGravity = layer.contentsGravity
    contentsScale = layer.contentsScale
    zPosition = layer.zPosition
    name = layer.name
  }

  deinit {
    for sublayer in sublayerStorage where sublayer.superlayerLink.refers(to: self) {
      sublayer.superlayerLink.target = nil
    }
  }

  // MARK: Layer-only properties

  /// An image drawn to fill the bounds as ``contentsGravity`` places it (`contents`; a
  /// `CGImage` in Core Animation); nil by default. Drawn above the background and below
  /// the border and the sublayers.
  public final var contents: Image?
  /// How ``contents`` is placed in the bounds (`contentsGravity`); `.resize` by default.
  public final var contentsGravity: ContentsGravity = .resize
  /// Pixels per point of ``contents`` (`contentsScale`); 1 by default. Images placed at
  /// their natural size (every gravity but the three `resize` ones) are
  /// `pixel size / contentsScale` points large. Vector drawing (paths, gradients, text) is
  /// rendered at the image's scale whatever this says.
  public final var contentsScale: CGFloat = 1
  /// The layer's place among its siblings' layers front to back (`zPosition`); 0 by default.
  /// Siblings are drawn in ascending `zPosition`, equal ones in sublayer order. Only the
  /// order is modelled: there is no perspective.
  public final var zPosition: CGFloat = 0
  /// A name for debugging and dumps (`name`); nil by default.
  public final var name: String?
  /// Whether ``setNeedsDisplay()`` was called since the last render.
  final var needsDisplayFlag = false

  /// Marks the layer's drawing as out of date (`setNeedsDisplay()`). Swivel draws every
  /// layer afresh on each render, so this only sets ``needsDisplay()`` until then.
  public final func setNeedsDisplay() { needsDisplayFlag = true }

  /// Whether the drawing was marked out of date (`needsDisplay()`).
  public final func needsDisplay() -> Bool { needsDisplayFlag }

  /// Redraws the layer now if it was marked (`displayIfNeeded()`): clears the mark.
  public final func displayIfNeeded() { needsDisplayFlag = false }

  /// Called by a render once the layer's node is built: the drawing is current.
  final func didDisplay() { needsDisplayFlag = false }

  // MARK: Subclass hooks

  /// What the layer draws above its background and ``contents`` and below its sublayers and
  /// border, in bounds coordinates: nothing for a plain layer. Swivel's subclasses
  /// (gradient, shape, text) override it.
  func drawingContent() -> [RenderContent] { [] }

  /// The first of the subclass's own properties that cannot be drawn (NaN or infinite), for
  /// the renderer's error; nil for a plain layer.
  func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}
