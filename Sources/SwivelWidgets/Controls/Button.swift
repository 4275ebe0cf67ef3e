/// A tappable control with a title (`UIButton`).
///
/// `.system` buttons (and `.roundedRect`, its iOS 7+ alias) are borderless with a 15-pt title
/// in the tint colour (`#007AFF` by default); highlighted titles are dimmed to 20 % and disabled
/// ones are system grey `#8E8E93`. `.custom` buttons have white titles in every state. The title
/// is drawn by ``titleLabel``, a real subview centred in the bounds.
open class Button: Control {
  /// The kind of button (`UIButton.ButtonType`).
  public enum ButtonType: String, Sendable, Hashable {
    /// No default look; white titles.
    case custom
    /// The iOS 7+ borderless button with a tinted title.
    case system
    /// An "i" in a circle, in the tint colour, 22 × 22 pt (`detailDisclosure`).
    case detailDisclosure
    /// An "i" in a circle, in the tint colour, 22 × 22 pt (`infoLight`; the same as
    /// ``detailDisclosure`` since iOS 7).
    case infoLight
    /// An "i" in a circle, in the tint colour, 22 × 22 pt (`infoDark`).
    case infoDark
    /// A plus in a circle, in the tint colour, 22 × 22 pt (`contactAdd`).
    case contactAdd
    /// A grey cross in a light grey circle, 30 × 30 pt (`close`, iOS 13+).
    case close
    /// The iOS 7+ alias of ``system``.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button (`buttonType`); `.custom` for a button made with ``init(frame:)``.
  public private(set) var buttonType: ButtonType = .custom
  /// The icon the button draws: its type's, or a system bar item's; nil for none.
  var systemIcon: SystemIcon? { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
  /// The label that draws the title (`titleLabel`); set its font to change the title font.
  /// Optional as in UIKit, though a button always has one:
  /// `button.titleLabel?.font = .boldSystemFont(ofSize: 17)`.
  public var titleLabel: Label? { label }
  /// The title label, never nil.
  let label = Label(frame: .zero)

  /// Room between the bounds and the content (`contentEdgeInsets`); zero by default, which
  /// pads the title by 6 pt above and below in ``sizeThatFits(_:)``.
  public var contentEdgeInsets: EdgeInsets = .zero {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  /// Insets of the title's rectangle within the content (`titleEdgeInsets`): a positive
  /// left inset moves a centred title right by half of it. Zero by default.
  public var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  /// Insets of the image's rectangle within the content (`imageEdgeInsets`): the image moves
  /// by half the difference of opposite insets, as a centred image does in UIKit. Zero by
  /// default.
  public var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  /// The images set per state (see Button+Image.swift).
  var images: [UInt: Image] = [:]
  /// The view that draws the image, made when an image is first set.
  var imageViewStorage: ImageView?

  /// Creates a `.custom` button with a frame (`init(frame:)`, UIKit's designated
  /// initializer, which subclasses override).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = Font.systemFont(ofSize: 15)
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingMiddle
    addPart(label)
    updateTitleLabel()
  }

  /// UIKit's button: an element read as its current title, `button`, with `selected` and
  /// `notEnabled` from its state.
  package var accessibilityDefaults: AccessibilityDefaults {
    let title = currentTitle ?? ""
    return AccessibilityDefaults(
      isElement: true, label: title.isEmpty ? nil : title,
      traits: AccessibilityTraits.button.union(controlStateTraits))
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a button of a type (`UIButton(type:)`), with a zero frame. A convenience
  /// initializer, as in UIKit: a subclass that overrides ``init(frame:)`` gets it, and
  /// `RoundedButton(type: .system)` is a system-style `RoundedButton`.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
    switch type {
    case .custom, .system: break
    case .detailDisclosure, .infoLight, .infoDark: systemIcon = .info
    case .contactAdd: systemIcon = .addInCircle
    case .close: systemIcon = .close
    }
    if systemIcon != nil { frame.size = sizeThatFits(.zero) }
    updateTitleLabel()
  }

  /// Sets the title for a state; other states fall back to the `.normal` title.
  public final func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitleLabel()
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The title set for a state, falling back to the `.normal` one.
  public final func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title for the current state.
  public final var currentTitle: String? { title(for: displayState) }

  /// Sets the title colour for a state; nil restores the type's default for that state.
  public final func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitleLabel()
  }

  /// The title colour for a state: one set for it, else one set for `.normal`, else the
  /// button type's default for that state.
  public final func titleColor(for state: State) -> Color {
    if let color = titleColors[state.rawValue] { return color }
    let normal = titleColors[State.normal.rawValue]
    switch buttonType {
    case .custom:
      return normal ?? .white
    case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
      if state.contains(.disabled) { return .systemGray }
      let base = normal ?? tintColor!
      return state.contains(.highlighted) ? base.withAlphaComponent(0.2) : base
    }
  }

  /// The title colour for the current state.
  public final var currentTitleColor: Color { titleColor(for: displayState) }

  /// The state whose title and colour show: disabled wins, then highlighted, then selected.
  private var displayState: State {
    if !isEnabled { return .disabled }
    if isHighlighted { return .highlighted }
    if isSelected { return .selected }
    return .normal
  }

  /// Brings the title label up to date with the title, state and tint: called whenever one of
  /// them changes, so drawing, measuring and dumping only read.
  func updateTitleLabel() {
    label.text = currentTitle
    label.textColor = currentTitleColor
  }

  /// Shows the title and colour of the new state.
  open override func stateDidChange() {
    super.stateDidChange()
    updateTitleLabel()
  }

  /// A system button's title follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateTitleLabel()
  }

  package var shownText: String? { currentTitle }

  package func drawingContent() -> [RenderContent] {
    systemIconContent()
  }

  package var shownTextFontSize: CGFloat? { label.font.pointSize }

  /// The title's size plus the content insets; with no content insets (the default), 6 pt
  /// above and below, as UIKit pads a button whose `contentEdgeInsets` are zero (a system
  /// button with a 15-pt title is 30 pt tall). Any non-zero inset replaces that padding. An
  /// image adds its width beside the title and is at least as tall as the button.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = contentEdgeInsets
    if systemIcon != nil {
      let hasTitle = !(currentTitle ?? "").isEmpty
      let title = hasTitle ? label.sizeThatFits(size) : .zero
      let side = systemIconSide
      return CGSize(
        width: side + title.width + insets.left + insets.right,
        height: max(side, title.height) + insets.top + insets.bottom)
    }
    let image = currentImage?.size ?? .zero
    let hasTitle = !(currentTitle ?? "").isEmpty
    let title = hasTitle ? label.sizeThatFits(size) : .zero
    let titleHeight = hasTitle || image == .zero ? max(title.height, label.font.lineHeight) : 0
    let padding: CGFloat = insets == .zero && titleHeight > 0 ? 12 : insets.top + insets.bottom
    return CGSize(
      width: image.width + title.width + insets.left + insets.right,
      height: max(image.height, titleHeight + padding))
  }

  /// The size ``sizeThatFits(_:)`` measures.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// Places the image and the title side by side in the bounds less ``contentEdgeInsets``, by
  /// the content alignments (centred by default), each moved by its edge insets; the title is
  /// as wide as its text but no wider than the room left. Origins are on the window's pixel
  /// grid. Without an image the title is placed in the content less ``titleEdgeInsets``.
  open override func layoutSubviews() {
    let scale = window?.screenScale ?? 1
    func snapped(_ rect: CGRect) -> CGRect {
      CGRect(
        x: rect.minX.roundedToPixel(scale: scale), y: rect.minY.roundedToPixel(scale: scale),
        width: rect.width, height: rect.height)
    }
    if systemIcon != nil {
      imageViewStorage?.isHidden = true
      label.frame = snapped(systemIconLayout().title)
      return
    }
    let content = bounds.inset(by: contentEdgeInsets)
    guard let image = currentImage, let imageView = imageViewStorage else {
      imageViewStorage?.isHidden = true
      let area = content.inset(by: titleEdgeInsets)
      let fitted = label.sizeThatFits(CGSize(width: area.width, height: area.height))
      let size = CGSize(
        width: max(0, min(fitted.width, area.width)),
        height: max(fitted.height, label.font.lineHeight))
      label.frame = snapped(contentRect(of: size, in: area))
      return
    }
    imageView.isHidden = false
    imageView.image = image
    let hasTitle = !(currentTitle ?? "").isEmpty
    let room = max(0, content.width - image.size.width)
    let fitted = hasTitle ? label.sizeThatFits(CGSize(width: room, height: content.height)) : .zero
    let title = CGSize(
      width: min(fitted.width, room),
      height: hasTitle ? max(fitted.height, label.font.lineHeight) : 0)
    let block = contentRect(
      of: CGSize(
        width: image.size.width + title.width, height: max(image.size.height, title.height)),
      in: content)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let imageX = rightToLeft ? block.maxX - image.size.width : block.minX
    let titleX = rightToLeft ? block.minX : block.minX + image.size.width
    func moved(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
      rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }
    imageView.frame = snapped(
      moved(
        CGRect(
          x: imageX, y: block.midY - image.size.height / 2, width: image.size.width,
          height: image.size.height),
        by: imageEdgeInsets))
    label.frame = snapped(
      moved(
        CGRect(
          x: titleX, y: block.midY - title.height / 2, width: title.width, height: title.height),
        by: titleEdgeInsets))
  }
}

extension Button: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}

extension Button: TextShowing {
  package var drawnText: String? { pseudoLocalized(shownText) }
}

extension Button: ContentDrawing {
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}
