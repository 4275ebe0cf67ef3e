/// A rectangle on screen that draws, lays out its subviews and receives taps (`UIView`).
///
/// A view stores what is primary, `center`, `bounds` and `transform`, and derives `frame`
/// from them exactly as UIKit does (see <doc:FrameBoundsCenterTransform>):
///
/// ```swift
/// let box = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
/// box.transform = CGAffineTransform(scaleX: 2, y: 2)
/// box.frame   // (50, 75, 200, 100): the bounding box under the transform
/// box.bounds  // (0, 0, 100, 50): unchanged
/// ```
///
/// Views are plain classes, not `Sendable`: build and use a tree on one task at a time.
///
/// Trees of any depth work: layout, hit testing, conversion, lookup and release walk them
/// with loops, not recursion (a chain 100,000 views deep is tested). Rendering and dumps,
/// which build trees of values, stop at a documented depth (1,000 levels) with a typed error
/// (`RenderError.hierarchyTooDeep`) or a count of what they left out
/// (`ViewDump.omittedSubviewCount`). NaN or infinite geometry is never hit by a tap and is
/// refused by the renderer with an error naming the view and the property.
open class View: Responder {
  // MARK: Geometry

  // What is primary is stored here, in final storage the layout pass reads and writes directly
  // (no dynamic dispatch, no observers); the public properties below wrap it.
  //
  // The storage the frame setter and the layout pass touch for every view is marked
  // `@exclusivity(unchecked)`: only Swivel's own code reads and writes it, in accesses that
  // never span a call that could reach the same view's property again, so the runtime's
  // dynamic exclusivity check (a thread-local lookup per access, kept in unoptimised builds
  // and, for the subviews, in optimised ones too) would never fire.
  @exclusivity(unchecked) final var centerStorage: CGPoint = .zero
  @exclusivity(unchecked) final var boundsStorage: CGRect = .zero
  @exclusivity(unchecked) final var transformStorage: CGAffineTransform = .identity
  /// `transformStorage.isIdentity`, cached: the frame fast path tests it on every access.
  @exclusivity(unchecked) final var hasIdentityTransform = true

  /// The view's position in its superview's coordinates: where its bounds' centre lands (where
  /// its layer's `anchorPoint` lands, when that is not the centre; see ``Layer/anchorPoint``).
  open var center: CGPoint {
    get { centerStorage }
    set { centerStorage = newValue }
  }

  /// The view's own coordinate system: `origin` scrolls the content (subviews shift by
  /// `−origin`), `size` is the view's size before `transform`. A size change keeps `center`
  /// fixed and schedules a layout pass.
  open var bounds: CGRect {
    get { boundsStorage }
    set {
      let oldSize = boundsStorage.size
      boundsStorage = newValue
      if newValue.size != oldSize { setNeedsLayout() }
    }
  }

  /// The affine transform applied about the bounds' centre (about the layer's `anchorPoint`,
  /// when that is not the centre); identity by default.
  public final var transform: CGAffineTransform {
    get { transformStorage }
    set {
      transformStorage = newValue
      hasIdentityTransform = newValue.isIdentity
    }
  }

  /// The view's rectangle in its superview's coordinates, derived from `center`, `bounds.size`
  /// and `transform`: the bounding box of the transformed bounds (`bounds.origin` plays no part).
  ///
  /// Setting it with an identity transform sets `center` to its midpoint and `bounds.size` to
  /// its size, keeping `bounds.origin`. Under a non-identity transform, which UIKit leaves
  /// undefined, Swivel sets `center` to the midpoint and `bounds.size` so that the getter
  /// returns the same rectangle when the transform keeps edges axis-aligned (scales, flips and
  /// quarter turns); under any other transform `bounds.size` becomes the frame's size.
  /// Prefer `center` and `bounds` whenever a transform is set.
  open var frame: CGRect {
    get {
      let size = boundsStorage.size
      let local: CGRect
      if let anchor = nonDefaultAnchorPoint {
        local = CGRect(
          x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width,
          height: size.height)
      } else {
        local = CGRect(
          x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      }
      let box = hasIdentityTransform ? local : local.applying(transformStorage)
      let center = centerStorage
      return box.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      let x = newValue.origin.x, y = newValue.origin.y, w = newValue.size.width,
        h = newValue.size.height
      guard w >= 0, h >= 0, x != .infinity, y != .infinity, hasIdentityTransform,
        case .none = layerStyleBox
      else {
        setFrameGenerally(newValue.standardized)
        return
      }
      // Most views: a rectangle with no negative size, no transform, the default anchor point.
      // The centre is `newValue.standardized`'s midpoint, term for term as `CGRect.midX` and
      // `midY` compute it, so the same bits: with a width of 0 or more, the standardized
      // rectangle's `min(width, 0)` is 0 and its `max(width, 0)` its width.
      let minX = x + min(w, 0), minY = y + min(h, 0),
        size = CGSize(width: w.magnitude, height: h.magnitude)
      centerStorage = CGPoint(
        x: ((minX + 0) + (minX + size.width)) * 0.5, y: ((minY + 0) + (minY + size.height)) * 0.5)
      let oldSize = boundsStorage.size
      boundsStorage.size = size
      if size != oldSize { setNeedsLayout() }
    }
  }

  /// The frame setter for any view and any rectangle (a transform, a layer style, which may move
  /// the anchor point, or a negative size), `rect` standardized.
  @inline(never)
  final func setFrameGenerally(_ rect: CGRect) {
    let size = hasIdentityTransform ? rect.size : boundsSize(forFrameSize: rect.size)
    if let anchor = nonDefaultAnchorPoint {
      // The position that puts the transformed bounds' box at the rectangle's origin.
      let local = CGRect(
        x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width,
        height: size.height)
      let box = hasIdentityTransform ? local : local.applying(transformStorage)
      centerStorage = CGPoint(x: rect.minX - box.minX, y: rect.minY - box.minY)
    } else {
      centerStorage = CGPoint(x: rect.midX, y: rect.midY)
    }
    let oldSize = boundsStorage.size
    boundsStorage.size = size
    if size != oldSize { setNeedsLayout() }
  }

  /// The layer's anchor point when it is not the bounds' centre (most views: nil, one test).
  final var nonDefaultAnchorPoint: CGPoint? {
    guard let box = layerStyleBox, box.style.anchorPoint != LayerStyle.defaultAnchorPoint else {
      return nil
    }
    return box.style.anchorPoint
  }

  // MARK: Hierarchy

  // The parent, unretained (see `ParentLink` for the invariant and why not `weak`): the
  // layout pass walks up through it without retaining.
  @exclusivity(unchecked) final var parentLink = ParentLink<View>()

  /// The view this view is a subview of.
  public final internal(set) var superview: View? {
    get { parentLink.target }
    set { parentLink.target = newValue }
  }

  /// The superview's `bounds`, or nil without a superview: `superview?.bounds` read through the
  /// unretained parent link, so a hot path pays no retain and release of the superview.
  package final var superviewBounds: CGRect? { parentLink.withTarget { $0.bounds } }

  // Where this view was last seen in its superview's `subviewStorage`: the search for it
  // starts there, so removing or reordering one of many siblings costs what moved since, not
  // the number of siblings.
  final var indexHint = 0

  // The subviews, back-most first; internal storage, which the hierarchy methods mutate in
  // place and the layout pass reads without the dynamic exclusivity checks a public stored
  // property needs.
  @exclusivity(unchecked) package final var subviewStorage: [View] = []

  /// Subviews, back-most first: index 0 draws first and is hit-tested last.
  public final var subviews: [View] { subviewStorage }

  // MARK: Appearance

  /// Fill behind the content; nil is clear.
  open var backgroundColor: Color?
  /// Opacity of the view and everything in it, composited as a group; 1 by default.
  open var alpha: CGFloat = 1
  /// Hidden views and their subtrees are neither drawn nor hit; they still lay out.
  open var isHidden = false
  /// Whether subviews and content are clipped to the (rounded) bounds; false by default.
  open var clipsToBounds = false
  /// Radius of the rounded corners of the background, border and clip (`layer.cornerRadius`).
  public var cornerRadius: CGFloat = 0
  /// Width of the border drawn inside the bounds above everything else (`layer.borderWidth`).
  public var borderWidth: CGFloat = 0
  /// Colour of the border; black when nil (`layer.borderColor`).
  public var borderColor: Color?
  /// How the content is placed in the bounds (`contentMode`); `.scaleToFill` by default.
  /// See ``ContentMode``.
  public var contentMode: ContentMode = .scaleToFill
  /// The layer's styling beyond the properties above: corner mask and curve, shadow. Kept out
  /// of line (``layerStyleBox``, made on first change) so that views without it stay small:
  /// the layout pass walks thousands of views, and their size is cache misses.
  package final var layerStyle: LayerStyle {
    get { layerStyleBox?.style ?? LayerStyle() }
    set {
      if let box = layerStyleBox {
        box.style = newValue
      } else {
        layerStyleBox = LayerStyleBox(newValue)
      }
    }
  }
  /// The view's layer once it has been asked for (``layer``); nil until then, so that views
  /// whose layer is never used carry one nil pointer.
  final var layerObject: Layer?
  /// The class of the view's ``layer`` (`layerClass`): ``Layer`` by default. Override it to
  /// back a view with a ``GradientLayer``, a ``ShapeLayer`` or a ``TextLayer`` (or your own
  /// subclass of one); a class that is not a ``Layer`` subclass gives a plain ``Layer``.
  ///
  /// ```swift
  /// final class ShadeView: UIView {
  ///   override class var layerClass: AnyClass { CAGradientLayer.self }
  /// }
  /// ```
  open class var layerClass: AnyClass { Layer.self }
  /// Whether the view's class may override ``draw(_:)``; nil until the first render asks.
  final var mayDrawCustomContent: Bool?
  /// Whether instances of the class are windows: true for ``Window`` and its subclasses. A
  /// class property, so that walks up to the window test it without a cast.
  package class var isWindowClass: Bool { false }
  /// Whether taps can reach this view and its subviews; true by default.
  open var isUserInteractionEnabled = true
  /// ``gestureRecognizers``' storage.
  final var gestureRecognizerStorage: [GestureRecognizer] = []
  /// A name for lookup, dumps and tests (`accessibilityIdentifier`).
  public var identifier: String?
  /// An integer for lookup (`tag`).
  public var tag = 0

  // MARK: Accessibility (what VoiceOver reads; see View+Accessibility.swift)

  /// What the app set explicitly; nil until it sets something.
  package final var accessibilityOverrides: AccessibilityOverrides?

  /// UIKit's defaults for this class: a plain view's, unless the class defines its own
  /// (``AccessibilityDefining``).
  final var classAccessibilityDefaults: AccessibilityDefaults {
    guard adopts(.accessibilityDefining), let defining = self as? any AccessibilityDefining else {
      return AccessibilityDefaults()
    }
    return defining.accessibilityDefaults
  }

  /// Elements this view exposes in place of itself and its subviews (a segmented control's
  /// segments, a stepper's halves), frames in the view's bounds; nil for none.
  package final var exposedAccessibilityParts: [AccessibilityElement]? {
    guard adopts(.accessibilityDefining) else { return nil }
    return (self as? any AccessibilityDefining)?.accessibilityParts
  }

  /// Whether VoiceOver reaches this view as one element (`isAccessibilityElement`): false for
  /// a plain view and an image view, true for labels with text and for Swivel's controls, as
  /// UIKit's documentation says ("false … If the receiver is a UIKit control, the default value
  /// is true"). An element's subviews are not elements.
  open var isAccessibilityElement: Bool {
    get { accessibilityOverrides?.isElement ?? classAccessibilityDefaults.isElement }
    set { writableAccessibilityOverrides.isElement = newValue }
  }

  /// What VoiceOver reads first (`accessibilityLabel`): a label's text and a button's title
  /// by default, nil for other views. Setting nil restores the default.
  open var accessibilityLabel: String? {
    get { accessibilityOverrides?.label ?? classAccessibilityDefaults.label }
    set { writableAccessibilityOverrides.label = newValue }
  }

  /// The element's current value (`accessibilityValue`): a switch's `1` or `0`, a slider's
  /// percentage, a text field's text; nil for other views. Setting nil restores the default.
  open var accessibilityValue: String? {
    get { accessibilityOverrides?.value ?? classAccessibilityDefaults.value }
    set { writableAccessibilityOverrides.value = newValue }
  }

  /// What activating the element does, read after a pause (`accessibilityHint`); nil by
  /// default.
  open var accessibilityHint: String? {
    get { accessibilityOverrides?.hint }
    set { writableAccessibilityOverrides.hint = newValue }
  }

  /// What the element is and its state (`accessibilityTraits`): `.staticText` for labels,
  /// `.button` for buttons, `.image` for image views, `.adjustable` for sliders, plus
  /// `.notEnabled` and `.selected` from a control's state; none for plain views. Setting a
  /// value replaces the default whole, as in UIKit.
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibilityOverrides?.traits ?? classAccessibilityDefaults.traits }
    set { writableAccessibilityOverrides.traits = newValue }
  }

  /// The elements of this container in the order VoiceOver visits them, in place of its
  /// subviews sorted by position (`accessibilityElements`); nil by default. Swivel's holds
  /// views (UIKit's `[Any]` also takes `UIAccessibilityElement`s, which Swivel does not model).
  open var accessibilityElements: [View]? {
    get { accessibilityOverrides?.elements }
    set { writableAccessibilityOverrides.elements = newValue }
  }
  /// Whether Swivel made this view as a part of one of its own controls or bars (a button's
  /// title label, a switch's thumb, a navigation bar): the layout audit reports the app's views,
  /// not these. Set by ``addPart(_:)``.
  package final var isSwivelPart = false
  /// Whether the view forces a layout direction; see ``effectiveUserInterfaceLayoutDirection``.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified

  private(set) var ownTintColor: Color?

  /// The tint: this view's own, else the nearest ancestor's, else system blue `#007AFF`.
  /// Setting nil restores inheritance.
  open var tintColor: Color! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      notifyTintColorChange()
    }
  }

  /// The appearance this view and its subtree use regardless of their environment
  /// (`overrideUserInterfaceStyle`); ``UserInterfaceStyle/unspecified`` (the default) follows
  /// the superview. Setting it calls ``traitCollectionDidChange(_:)`` where the style changed.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { styleOverride }
    set { setStyleOverride(newValue) }
  }

  /// ``overrideUserInterfaceStyle``'s storage.
  final var styleOverride = UserInterfaceStyle.unspecified

  /// Called when the view's ``traitCollection`` changed (its appearance, text size, direction
  /// or size classes), with the previous traits (`traitCollectionDidChange(_:)`). Called once
  /// per change, never when the traits stay the same. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the tint this view shows changes: its own was set, or an ancestor's that it
  /// inherits (`tintColorDidChange()`). Views that draw in their tint update their content
  /// here, so that drawing only reads. The default does nothing.
  open func tintColorDidChange() {}

  /// Calls ``tintColorDidChange()`` on the receiver and on every descendant that inherits its
  /// tint from it (iteratively, at any depth).
  private func notifyTintColorChange() {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      view.tintColorDidChange()
      stack.append(contentsOf: view.subviewStorage.filter { $0.ownTintColor == nil })
    }
  }

  // MARK: Responder chain

  /// The controller whose root view this is, else the superview (`next`).
  open override var next: Responder? { owningController ?? superview }

  /// The view's window.
  override var responderWindow: Window? { window }

  // MARK: Hierarchy changes (called by View+Hierarchy.swift, as UIKit calls them)

  /// Called before the view moves to another superview, or out of its superview when
  /// `newSuperview` is nil (`willMove(toSuperview:)`). The default does nothing.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to another superview or out of one (`didMoveToSuperview()`).
  /// The default does nothing.
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves into another window, or out of its window
  /// when `newWindow` is nil (`willMove(toWindow:)`); every view of the moving subtree gets it.
  /// The default does nothing.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (or an ancestor) moved into another window or out of one
  /// (`didMoveToWindow()`); ``window`` is already the new one. The default does nothing.
  open func didMoveToWindow() {}

  /// Called on the superview after `subview` was added to it (`didAddSubview(_:)`). The
  /// default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Called on the superview before `subview` leaves it (`willRemoveSubview(_:)`). The default
  /// does nothing.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: Layout state

  // Set by `setNeedsLayout()`, cleared by the layout pass (internal storage, as above).
  @exclusivity(unchecked) final var layoutPending = true

  /// True between `setNeedsLayout()` and the next layout pass.
  public final internal(set) var needsLayout: Bool {
    get { layoutPending }
    set { layoutPending = newValue }
  }

  /// True when some view below this one needs layout, so that ``layoutIfNeeded()`` walks only
  /// the paths to dirty views. Whenever a view needs layout, all its ancestors have this set.
  @exclusivity(unchecked) final var subtreeNeedsLayout = false

  // Whether the view's layout pass must hand safe-area insets to its subviews: it has some, or
  // had some (so they must drop to zero). Kept beside the layout flags the pass already reads
  // (see View+SafeArea.swift).
  @exclusivity(unchecked) final var safeAreaPropagates = false

  // MARK: Safe area and margins (see View+SafeArea.swift, View+LayoutMargins.swift)

  /// Called when the view's ``safeAreaInsets`` change (`UIView.safeAreaInsetsDidChange()`):
  /// during the superview's layout pass, before the view's own. The default does nothing.
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's layout margins change (`UIView.layoutMarginsDidChange()`): when
  /// they are set, and when a layout pass changes the safe area they are measured from. The
  /// default does nothing.
  open func layoutMarginsDidChange() {}

  /// The controller whose root view this is, if any (UIKit's next responder). Unretained like
  /// the superview: the controller clears it when it lets the view go and in its deinit.
  @exclusivity(unchecked) final var controllerLink = ParentLink<UIKitViewController>()

  /// The controller whose root view this is, if any. Most views have none: the link is tested
  /// before it is read (and, in debug builds, checked), so asking costs one comparison.
  package final var owningController: UIKitViewController? {
    get { controllerLink.reference == nil ? nil : controllerLink.target }
    set { controllerLink.target = newValue }
  }

  // MARK: Creating

  /// Creates a view with a frame (identity transform, bounds origin zero).
  public init(frame: CGRect) {
    let standard = frame.standardized
    boundsStorage = CGRect(origin: .zero, size: standard.size)
    centerStorage = CGPoint(x: standard.midX, y: standard.midY)
    super.init()
  }

  deinit {
    // Subviews that outlive their parent must not point at it. And the teardown is iterative:
    // a subview this deinit holds the last reference to gives up its own subviews first, so
    // releasing a chain 100,000 views deep takes no more stack than releasing one view.
    // A layer the app still holds must not point at its view either: it becomes standalone.
    layerObject?.viewLink.target = nil
    var pending = subviewStorage
    subviewStorage = []
    for subview in pending where subview.parentLink.refers(to: self) {
      subview.parentLink.target = nil
    }
    while var view = pending.popLast() {
      guard isKnownUniquelyReferenced(&view), !view.subviewStorage.isEmpty else { continue }
      for subview in view.subviewStorage where subview.parentLink.refers(to: view) {
        subview.parentLink.target = nil
      }
      pending.append(contentsOf: view.subviewStorage)
      view.subviewStorage = []
    }
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive (`init?(coder:)`, UIKit's initializer for views in nibs
  /// and storyboards), which subclasses that declare an initializer of their own implement as
  /// in UIKit:
  ///
  /// ```swift
  /// final class Badge: View {
  ///   override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .systemRed }
  ///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// }
  /// ```
  ///
  /// Swivel reads no nibs or storyboards, so there is never an archive to decode: this
  /// initializer fails (returns nil), and so does a subclass's that calls it.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Overridable behaviour

  /// Lays out subviews; override to set their frames from `bounds`. The default does nothing.
  /// Never call it directly: use ``setNeedsLayout()`` and ``layoutIfNeeded()``.
  open func layoutSubviews() {}

  /// The size that best fits `size`; the default returns the current size (`UIView`).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the content wants, with ``View/noIntrinsicMetric`` on an axis where it has no
  /// natural size (`intrinsicContentSize`). Plain views have none; labels, buttons and image
  /// views measure their content. `StackView` arranges views by it.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// An axis of ``intrinsicContentSize`` with no natural size (`UIView.noIntrinsicMetric`, −1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Says that ``intrinsicContentSize`` changed (`invalidateIntrinsicContentSize()`): a
  /// `StackView` holding the view lays out again. Frame-layout superviews are not disturbed,
  /// as in UIKit, where only constraints react.
  public final func invalidateIntrinsicContentSize() {
    guard let superview, superview.adopts(.subviewObserving) else { return }
    (superview as? any SubviewObserving)?.subviewDidInvalidateIntrinsicContentSize(self)
  }

  /// How the view follows its superview's size changes (`autoresizingMask`); empty, the
  /// default, keeps its frame. See ``AutoresizingMask``.
  public final var autoresizingMask: AutoresizingMask = [] {
    didSet {
      guard oldValue.isEmpty != autoresizingMask.isEmpty, let parent = superview else { return }
      if autoresizingMask.isEmpty {
        parent.autoresizingSubviewCount -= 1
      } else {
        parent.noteAutoresizingSubviewAdded()
      }
    }
  }

  /// Whether subviews follow this view's size changes by their ``autoresizingMask``
  /// (`autoresizesSubviews`); true by default.
  public final var autoresizesSubviews = true

  /// How many subviews have a non-empty ``autoresizingMask``: the layout pass of a view with
  /// none costs one comparison.
  @exclusivity(unchecked) final var autoresizingSubviewCount = 0

  /// The bounds size the masked subviews' frames were last made for.
  @exclusivity(unchecked) final var autoresizingBaseSize = CGSize.zero

  // Content priorities per axis (horizontal, vertical), UIKit's defaults for views made in code.
  final var huggingPriorities = (LayoutPriority.defaultLow, LayoutPriority.defaultLow)
  final var compressionPriorities = (LayoutPriority.defaultHigh, LayoutPriority.defaultHigh)

  /// The safe-area and margin state of a view that has any (most have none): one reference,
  /// declared last so the fields the layout pass reads keep their places.
  final var layoutExtras: ViewLayoutExtras?

  /// ``layerStyle``'s storage; nil until a corner mask, curve or shadow property is set.
  @exclusivity(unchecked) package final var layerStyleBox: LayerStyleBox?

  /// Whether `point` (in the receiver's bounds coordinates) is inside it: by default
  /// `bounds.contains(point)`, min edges in, max edges out.
  ///
  /// A NaN or infinite coordinate, in `point` or in `bounds`, is never inside: such a view
  /// cannot be hit (and rendering it is an error: `RenderError.invalidGeometry`).
  ///
  /// This is UIKit's `point(inside:with:)`; override it with that signature. `event` is the
  /// tap's or drag's event when a window hit-tests a touch (see ``Event``), else nil.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    let b = boundsStorage
    guard point.x.isFinite, point.y.isFinite, b.origin.x.isFinite, b.origin.y.isFinite,
      b.size.width.isFinite, b.size.height.isFinite
    else { return false }
    return b.contains(point)
  }

  /// The front-most view in the subtree that contains `point` (in the receiver's bounds
  /// coordinates) and can receive a touch, UIKit's rules:
  ///
  /// - nil if the receiver is hidden, has user interaction off, or `alpha < 0.01`;
  /// - nil if ``point(inside:with:)`` is false: a subview sticking out of its parent is never hit
  ///   outside the parent, whatever `clipsToBounds` says;
  /// - otherwise subviews are asked from front to back, and the receiver answers last.
  ///
  /// The walk down is a loop, not a recursion, so it works at any depth for Swivel's own view
  /// classes. A subview of a class of yours is asked through its own `hitTest(_:with:)` (which
  /// you may have overridden), so a path through more than about 10,000 views of your own
  /// classes is limited by the stack. NaN and infinite geometry is never hit.
  ///
  /// This is UIKit's `hitTest(_:with:)`; override it with that signature. `event` is the
  /// tap's or drag's event when a window hit-tests a touch (see ``Event``), else nil.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard acceptsTouch(at: point, with: event) else { return nil }
    var current = self, local = point
    descend: while true {
      for subview in current.subviewStorage.reversed() {
        let inSubview = local.applying(subview.transformToSuperview.inverted())
        if subview.hasSwivelHitTest {
          if subview.acceptsTouch(at: inSubview, with: event) {
            current = subview
            local = inSubview
            continue descend
          }
        } else if let hit = subview.hitTest(inSubview, with: event) {
          return hit
        }
      }
      return current
    }
  }

  /// The receiver's own part of ``hitTest(_:with:)``: visible, interactive and containing `point`.
  private func acceptsTouch(at point: CGPoint, with event: Event?) -> Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01 && self.point(inside: point, with: event)
  }

  /// Whether `gestureRecognizer` may recognise a touch on this view or inside it
  /// (`gestureRecognizerShouldBegin(_:)`); true. A window asks every view from the touched one
  /// up to the recogniser's view; a ``Control`` refuses the one-tap recognisers of its
  /// superviews so that its own action wins.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// Whether the view's class is one of Swivel's, whose `hitTest(_:with:)` is this one, so that the
  /// loop in ``hitTest(_:with:)`` can step into it instead of calling it.
  private var hasSwivelHitTest: Bool { SwivelClasses.contains(Swift.type(of: self)) }

  /// ``point(inside:with:)`` without an event.
  public final func point(inside point: CGPoint) -> Bool { self.point(inside: point, with: nil) }

  /// ``hitTest(_:with:)`` without an event.
  public final func hitTest(_ point: CGPoint) -> View? { hitTest(point, with: nil) }

  /// Draws the view's own content (`draw(_:)`): override it and draw into
  /// `GraphicsContext.current`, UIKit's `UIGraphicsGetCurrentContext()`, or with
  /// `BezierPath.fill()` and `Color.setFill()` as in UIKit. `rect` is the bounds; drawing is
  /// in bounds coordinates, clipped to the bounds, after the background and before the
  /// subviews. It runs on every render (see ``View/setNeedsDisplay()``). The default draws
  /// nothing, and views of Swivel's own classes never call it.
  open func draw(_ rect: CGRect) {}

  /// A short type name for dumps and error paths (`View`, `Label`, …).
  open var typeName: String { String(describing: type(of: self)) }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current bounds size, like UIKit: the
  /// answer becomes `bounds.size` (under a transform the frame is that size transformed, so a
  /// 0.5-scaled label measuring 235×20 gets bounds 235×20 and a 117.5×10 frame), and the
  /// frame's top-left corner stays where it was.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    let origin = frame.origin
    bounds.size = size
    let moved = frame.origin
    center = CGPoint(x: center.x + origin.x - moved.x, y: center.y + origin.y - moved.y)
  }
}
