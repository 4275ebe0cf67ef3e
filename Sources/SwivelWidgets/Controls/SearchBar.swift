/// A search field in a bar (`UISearchBar`), drawn as iOS 13 and later draw it: a 56-pt bar
/// holding a 36-pt rounded field (radius 10, tertiary system fill) inset 8 pt at the sides,
/// a magnifying glass at its leading edge and the placeholder in grey, and a Cancel button at
/// the trailing side when ``showsCancelButton`` is on.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search Contacts"
/// search.delegate = self
/// search.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 56)
/// ```
open class SearchBar: View {
  /// The bar's look (`UISearchBar.Style`).
  public enum Style: Int, Sendable, Hashable {
    /// The default: a bar background only when ``SearchBar/barTintColor`` gives one.
    case `default`
    /// A bar background (`prominent`), ``SearchBar/barTintColor`` or the grouped background.
    case prominent
    /// No bar background at all (`minimal`).
    case minimal
  }

  /// The height iOS gives a search bar (56 pt).
  public static let height: CGFloat = 56

  /// The field (`searchTextField`): a text field with the glass as its left view.
  public let searchTextField = TextField()
  /// The buttons' and caret's colour comes from `View.tintColor`; the bar's background
  /// colour (`barTintColor`).
  public var barTintColor: Color? { didSet { setNeedsLayout() } }
  /// The bar's look (`searchBarStyle`).
  public var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
  /// Whether the Cancel button shows (`showsCancelButton`).
  public var showsCancelButton = false { didSet { setNeedsLayout() } }
  /// The listener (`delegate`), unretained as in UIKit.
  public weak var delegate: (any SearchBarDelegate)?

  private let background = View()
  private let cancelButton = Button(type: .system)

  /// Creates a search bar (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.isUserInteractionEnabled = false
    addPart(background)
    searchTextField.backgroundColor = .tertiarySystemFill
    searchTextField.cornerRadius = 10
    searchTextField.placeholder = "Search"
    searchTextField.leftView = SearchGlyphView(frame: CGRect(x: 0, y: 0, width: 28, height: 36))
    searchTextField.leftViewMode = .always
    searchTextField.clearButtonMode = .whileEditing
    addPart(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(for: .touchUpInside) { [unowned self] _ in
      delegate?.searchBarCancelButtonClicked(self)
    }
    addPart(cancelButton)
  }

  /// Creates a search bar from an archive; Swivel reads none, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A search bar of no size (`init()`); give it a frame, 56 pt tall.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The grey text shown while the field is empty (`placeholder`): "Search" by default.
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// The field's text (`text`). Setting it does not call the delegate, as in UIKit.
  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// Types `typed` into the field as a user would: the text grows and the delegate hears
  /// `searchBar(_:textDidChange:)`; a trailing `"\n"` is the keyboard's Search key
  /// (`searchBarSearchButtonClicked(_:)`) instead of text.
  public func enterText(_ typed: String) {
    let search = typed.hasSuffix("\n")
    let characters = search ? String(typed.dropLast()) : typed
    if !characters.isEmpty {
      text = (text ?? "") + characters
      delegate?.searchBar(self, textDidChange: text ?? "")
    }
    if search { delegate?.searchBarSearchButtonClicked(self) }
  }

  /// The width given and 56 pt (`sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: SearchBar.height)
  }

  /// Places the background, the field 8 pt in from the sides, centred, 36 pt tall, and the
  /// Cancel button after it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    switch searchBarStyle {
    case .default: background.backgroundColor = barTintColor
    case .prominent: background.backgroundColor = barTintColor ?? .systemGroupedBackground
    case .minimal: background.backgroundColor = nil
    }
    var trailing: CGFloat = 8
    cancelButton.isHidden = !showsCancelButton
    if showsCancelButton {
      let size = cancelButton.sizeThatFits(bounds.size)
      cancelButton.frame = CGRect(
        x: bounds.width - 8 - size.width, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
      trailing += size.width + 8
    }
    searchTextField.frame = CGRect(
      x: 8, y: (bounds.height - 36) / 2, width: max(0, bounds.width - 8 - trailing), height: 36)
  }
}

/// The magnifying glass at the field's leading edge, in the secondary label colour: an
/// 11-pt ring and a short round-capped handle at 45°, built from views (Swivel's own views
/// draw with parts, not `draw(_:)`).
final class SearchGlyphView: View {
  private let ring = View()
  private let handle = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    ring.layer.borderWidth = 1.8
    ring.layer.borderColor = Color.secondaryLabel.cgColor
    ring.cornerRadius = 5.5
    addPart(ring)
    handle.backgroundColor = .secondaryLabel
    handle.cornerRadius = 1
    addPart(handle)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: 14.5, y: bounds.midY - 1)
    ring.frame = CGRect(x: center.x - 5.5, y: center.y - 5.5, width: 11, height: 11)
    handle.transform = .identity
    handle.bounds = CGRect(x: 0, y: 0, width: 2, height: 6)
    handle.center = CGPoint(x: center.x + 6, y: center.y + 6)
    handle.transform = CGAffineTransform(rotationAngle: -.pi / 4)
  }
}
