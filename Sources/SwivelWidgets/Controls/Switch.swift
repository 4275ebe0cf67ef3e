/// An on/off toggle (`UISwitch`), drawn as the iOS 13+ switch: a 51×31-pt capsule track,
/// system green when on and a light grey fill when off, with a 27-pt white thumb 2 pt in from
/// the track's edge. A tap toggles it and sends `.valueChanged`.
///
/// Like UIKit, the switch keeps its own size: whatever frame it is given, it is 51×31 pt at
/// the frame's origin, at once; bounds of another size keep the centre and become 51×31 pt. Disabled switches show at half opacity. The thumb's soft
/// shadow is drawn as a hairline outline, black at 12 % (Swivel has no layer shadows yet).
open class Switch: Control {
  /// The size of every switch, 51×31 pt.
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on (`isOn`); off by default.
  public var isOn = false { didSet { if isOn != oldValue { setNeedsLayout() } } }
  /// The track's colour when on (`onTintColor`); nil is system green `#34C759`.
  public var onTintColor: Color? { didSet { setNeedsLayout() } }
  /// The thumb's colour (`thumbTintColor`); nil is white.
  public var thumbTintColor: Color? { didSet { setNeedsLayout() } }

  private let content = View()
  private let track = View()
  private let thumb = View()

  /// Creates a switch at `frame`'s origin, 51×31 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    for part in [content, track, thumb] { part.isUserInteractionEnabled = false }
    track.cornerRadius = Switch.size.height / 2
    thumb.cornerRadius = 27 / 2
    thumb.borderWidth = 0.5
    thumb.borderColor = Color(white: 0, alpha: 0.12)
    content.addPart(track)
    content.addPart(thumb)
    addPart(content)
  }

  /// UIKit's switch: an element with no label, the value `1` when on and `0` when off (as
  /// UIKit reports `accessibilityValue`; VoiceOver speaks them as "on" and "off"), `button`.
  package var accessibilityDefaults: AccessibilityDefaults {
    var traits = AccessibilityTraits.button
    if !isEnabled { traits.insert(.notEnabled) }
    return AccessibilityDefaults(isElement: true, value: isOn ? "1" : "0", traits: traits)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``isOn`` (`setOn(_:animated:)`); a still render has no animation.
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The frame: any size set becomes 51×31 pt at the frame's origin (a transform still
  /// applies).
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      if bounds.size != Switch.size {
        bounds.size = Switch.size
        super.frame.origin = newValue.standardized.origin
      }
    }
  }

  /// The bounds: any size set becomes 51×31 pt about the centre.
  open override var bounds: CGRect {
    get { super.bounds }
    set { super.bounds = CGRect(origin: newValue.origin, size: Switch.size) }
  }

  /// Always 51×31 pt.
  open override var intrinsicContentSize: CGSize { Switch.size }

  /// Always 51×31 pt.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

  /// Turns the switch over and sends `.valueChanged` after the tap's own events, as UIKit does.
  open override func handleTap() {
    guard isEnabled else { return }
    super.handleTap()
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  /// Places the track and the thumb for the current state.
  open override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = CGRect(origin: bounds.origin, size: Switch.size)
    content.alpha = isEnabled ? 1 : 0.5
    track.frame = CGRect(origin: .zero, size: Switch.size)
    track.backgroundColor = isOn ? onTintColor ?? .systemGreen : .secondarySystemFill
    thumb.frame = CGRect(x: isOn ? Switch.size.width - 2 - 27 : 2, y: 2, width: 27, height: 27)
    thumb.backgroundColor = thumbTintColor ?? .white
  }
}

extension Switch: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
