/// A single line of editable text (`UITextField`), drawn still: its text, or its placeholder
/// in the placeholder grey, inside the border style's frame, with left and right views and the
/// clear button where their modes say.
///
/// Swivel renders screens, not typing: a field is never editing, so the `.whileEditing` modes
/// never show and `.unlessEditing` always does. Defaults follow UIKit: 17-pt system font,
/// label-black text, natural alignment, no border.
///
/// | border style | look | natural height at 17 pt |
/// |---|---|---|
/// | `.none` | no border | the line height, rounded up (21) |
/// | `.line` | a 1-pt dark grey rectangle | line height + 8 (29) |
/// | `.bezel` | a 1-pt grey rectangle, darker at the top | line height + 8 (29) |
/// | `.roundedRect` | white, a hairline black 20 % border, radius 5 | line height + 13 (34; 30 at 14 pt, Interface Builder's default field) |
open class TextField: Control {
  /// The border drawn around the field (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable, Hashable, CaseIterable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle.
    case bezel
    /// A white field with rounded corners and a hairline border.
    case roundedRect
  }

  /// An enabled field can become the first responder (`canBecomeFirstResponder`). Being it
  /// changes nothing drawn: Swivel shows no caret and no keyboard.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// When an overlay view shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case never
    /// While editing: never in a Swivel render.
    case whileEditing
    /// While not editing: always in a Swivel render.
    case unlessEditing
    /// Always.
    case always

    /// Whether the view shows in a still render (the field is not editing).
    var showsWhileNotEditing: Bool { self == .unlessEditing || self == .always }
  }

  /// How the keyboard would be set up (`UITextInputTraits`); see ``TextInputTraits``.
  public var inputTraits = TextInputTraits()
  /// The text; nil or empty shows the placeholder.
  open var text: String? { didSet { contentDidChange() } }
  /// The grey text shown while ``text`` is empty.
  public var placeholder: String? { didSet { contentDidChange() } }
  /// The font; setting nil restores the 17-pt system font.
  public var font: Font! {
    get { textLabel.font }
    set {
      textLabel.font = newValue
      contentDidChange()
    }
  }
  /// The text colour; setting nil restores label black.
  public var textColor: Color! {
    get { ownTextColor ?? .label }
    set {
      ownTextColor = newValue
      setNeedsLayout()
    }
  }
  private var ownTextColor: Color?
  /// The text's alignment; natural by default.
  public var textAlignment: TextAlignment = .natural { didSet { setNeedsLayout() } }
  /// The border; `.none` by default.
  public var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
  /// Shows bullets instead of the text (`isSecureTextEntry`).
  public var isSecureTextEntry = false { didSet { setNeedsLayout() } }
  /// When the clear button shows (`clearButtonMode`); `.never` by default. It needs text.
  public var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A view at the leading side (`leftView`), shown by ``leftViewMode``.
  public var leftView: View? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      contentDidChange()
    }
  }
  /// When ``leftView`` shows; `.never` by default.
  public var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
  /// A view at the trailing side (`rightView`), shown by ``rightViewMode``.
  public var rightView: View? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      contentDidChange()
    }
  }
  /// When ``rightView`` shows; `.never` by default.
  public var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
  /// Always false: a Swivel render never edits (`isEditing`).
  public var isEditing: Bool { false }

  private let border = View()
  let textLabel = Label()  // internal: TextField+DynamicType.swift forwards to it
  private let clearButton = View()
  private let clearGlyph = Label()

  /// Creates an empty field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    border.isUserInteractionEnabled = false
    addPart(border)
    textLabel.font = Font.systemFont(ofSize: 17)
    textLabel.lineBreakMode = .byClipping
    addPart(textLabel)
    clearButton.isUserInteractionEnabled = false
    clearButton.cornerRadius = 9
    clearButton.backgroundColor = Color(white: 0, alpha: 0.2)
    clearGlyph.text = "\u{00D7}"
    clearGlyph.font = Font.boldSystemFont(ofSize: 14)
    clearGlyph.textColor = .white
    clearGlyph.textAlignment = .center
    clearButton.addPart(clearGlyph)
  }

  /// UIKit's text field: an element with no label, the text as its value (bullets for
  /// secure entry; the placeholder while the text is empty), `notEnabled` when disabled.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(
      isElement: true, value: displayedText ?? placeholder, traits: controlStateTraits)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func contentDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Room between the border and the text for the border style.
  private var textInset: EdgeInsets {
    switch borderStyle {
    case .none: .zero
    case .line, .bezel: EdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
    case .roundedRect: EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
    }
  }

  /// The text's (or the placeholder's) width plus the insets and overlay views, and the line
  /// height plus the border style's room (34 pt for a rounded field at 17 pt).
  open override var intrinsicContentSize: CGSize {
    let inset = textInset
    let line = font.lineHeight.rounded(.up)
    let probe = Label()
    probe.font = font
    probe.text = (text?.isEmpty == false ? text : placeholder) ?? ""
    var width = probe.sizeThatFits(.zero).width + inset.left + inset.right
    if let leftView, leftViewMode.showsWhileNotEditing { width += leftView.bounds.width }
    if let rightView, rightViewMode.showsWhileNotEditing { width += rightView.bounds.width }
    return CGSize(width: width, height: line + inset.top + inset.bottom)
  }

  /// The natural size: ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Where the left view goes: at the leading edge, vertically centred (`leftViewRect(forBounds:)`).
  public func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.bounds.size
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the right view goes: at the trailing edge, vertically centred (`rightViewRect(forBounds:)`).
  public func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.bounds.size
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Where the 18-pt clear button goes: 6 pt in from the trailing edge, left of a shown right
  /// view, vertically centred (`clearButtonRect(forBounds:)`).
  public func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    var trailing = bounds.maxX - 6
    if rightView != nil, rightViewMode.showsWhileNotEditing {
      trailing -= rightViewRect(forBounds: bounds).width
    }
    return CGRect(x: trailing - 18, y: bounds.midY - 9, width: 18, height: 18)
  }

  /// Whether the clear button shows: its mode allows it and there is text.
  var showsClearButton: Bool { clearButtonMode.showsWhileNotEditing && text?.isEmpty == false }

  /// Where the text is drawn: the bounds less the border's insets, the overlay views and the
  /// clear button (`textRect(forBounds:)`). Override it, with ``placeholderRect(forBounds:)``
  /// and ``editingRect(forBounds:)``, to inset the text as UIKit code does.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset = textInset
    var rect = bounds.inset(by: inset)
    if leftView != nil, leftViewMode.showsWhileNotEditing {
      let left = leftViewRect(forBounds: bounds).maxX
      rect.size.width -= max(0, left - rect.minX)
      rect.origin.x = max(rect.minX, left)
    }
    if rightView != nil, rightViewMode.showsWhileNotEditing {
      rect.size.width = min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX
    }
    if showsClearButton {
      rect.size.width = min(rect.maxX, clearButtonRect(forBounds: bounds).minX - 4) - rect.minX
    }
    rect.size.width = max(0, rect.width)
    return rect
  }

  /// Where the placeholder is drawn: the same as the text (`placeholderRect(forBounds:)`).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text is while it is edited (`editingRect(forBounds:)`): the same as the text.
  /// A still render never shows a field editing, so it draws with ``textRect(forBounds:)``.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The text as shown: bullets (•) for secure entry.
  public var displayedText: String? {
    guard let text, !text.isEmpty else { return nil }
    return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
  }

  /// Draws the border style (on a view of its own, so the field's own `backgroundColor` and
  /// border stay the caller's) and places the text, the overlay views and the clear button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    border.frame = bounds
    border.backgroundColor = nil
    switch borderStyle {
    case .none:
      (border.borderWidth, border.cornerRadius) = (0, 0)
    case .line:
      (border.borderWidth, border.borderColor, border.cornerRadius) = (1, .darkGray, 0)
    case .bezel:
      (border.borderWidth, border.borderColor, border.cornerRadius) = (1, .systemGray, 0)
    case .roundedRect:
      (border.borderWidth, border.borderColor, border.cornerRadius) = (
        0.5, Color(white: 0, alpha: 0.2), 5
      )
      border.backgroundColor = isEnabled ? .white : Color(white: 0.98)
    }
    let shown = displayedText
    textLabel.text = shown ?? placeholder
    textLabel.textColor = shown == nil ? .placeholderText : textColor
    textLabel.textAlignment = textAlignment
    textLabel.alpha = isEnabled ? 1 : 0.5
    let rect = shown == nil ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    let line = font.lineHeight.rounded(.up)
    let top = (rect.midY - line / 2).roundedToPixel(scale: window?.screenScale ?? 1)
    textLabel.frame = CGRect(x: rect.minX, y: top, width: rect.width, height: line)
    place(leftView, mode: leftViewMode, in: leftViewRect(forBounds: bounds))
    place(rightView, mode: rightViewMode, in: rightViewRect(forBounds: bounds))
    if showsClearButton {
      clearButton.frame = clearButtonRect(forBounds: bounds)
      clearGlyph.frame = clearButton.bounds
      if clearButton.superview !== self { addPart(clearButton) }
    } else if clearButton.superview === self {
      clearButton.removeFromSuperview()
    }
  }

  private func place(_ view: View?, mode: ViewMode, in rect: CGRect) {
    guard let view else { return }
    if mode.showsWhileNotEditing {
      view.frame = rect
      if view.superview !== self { addSubview(view) }
    } else if view.superview === self {
      view.removeFromSuperview()
    }
  }
}

extension TextField: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
