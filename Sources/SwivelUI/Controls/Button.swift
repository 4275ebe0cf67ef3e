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
    /// The iOS 7+ alias of ``system``.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button.
  public let buttonType: ButtonType
  /// The label that draws the title; set its font to change the title font.
  public let titleLabel: Label

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]

  /// Creates a button of a type (`UIButton(type:)`).
  public init(type: ButtonType = .system) {
    buttonType = type
    titleLabel = Label(frame: .zero)
    super.init(frame: .zero)
    titleLabel.font = Font.systemFont(ofSize: 15)
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingMiddle
    addSubview(titleLabel)
    updateTitleLabel()
  }

  /// Creates a `.custom` button with a frame, as `UIButton(frame:)` does.
  public override convenience init(frame: CGRect) {
    self.init(type: .custom)
    self.frame = frame
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
    case .system:
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
    titleLabel.text = currentTitle
    titleLabel.textColor = currentTitleColor
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

  override var dumpText: String? { currentTitle }

  override var dumpFontSize: CGFloat? { titleLabel.font.pointSize }

  /// The title's size plus 6 pt above and below (a system button with a 15-pt title is 30 pt
  /// tall).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleLabel.sizeThatFits(size)
    return CGSize(width: title.width, height: max(title.height, titleLabel.font.lineHeight) + 12)
  }

  /// The title's size plus 6 pt above and below, as ``sizeThatFits(_:)`` measures it.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// Centres the title label, as wide as its text but no wider than the button, its origin on
  /// the window's pixel grid.
  open override func layoutSubviews() {
    let fitted = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
    let width = min(fitted.width, bounds.width)
    let height = max(fitted.height, titleLabel.font.lineHeight)
    let scale = window?.screenScale ?? 1
    titleLabel.frame = CGRect(
      x: (bounds.minX + (bounds.width - width) / 2).roundedToPixel(scale: scale),
      y: (bounds.minY + (bounds.height - height) / 2).roundedToPixel(scale: scale),
      width: width, height: height)
  }
}
