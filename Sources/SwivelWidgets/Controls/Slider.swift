/// A value picked along a track (`UISlider`), drawn as the iOS 13+ slider: a 4-pt rounded
/// track, tinted left of the thumb and system fill right of it, and a 28-pt white thumb whose
/// centre runs from 14 pt in at either end. Its natural height is 31 pt; it has no natural
/// width.
///
/// Right to left (`View.effectiveUserInterfaceLayoutDirection`) the slider is mirrored, as
/// UIKit mirrors it: the minimum is at the right and the tinted track runs from the right.
///
/// The track thickness is the newer iOS look (older iOS drew 2 pt; sources disagree, see
/// docs/reference/uikit-controls.md). The thumb's shadow is drawn as a hairline outline.
open class Slider: Control {
  /// The natural height, 31 pt.
  public static let height: CGFloat = 31
  static let thumbDiameter: CGFloat = 28
  static let trackHeight: CGFloat = 4

  /// The value, kept within ``minimumValue``…``maximumValue``; 0 by default.
  public var value: Float = 0 { didSet { clampValue() } }
  /// The lowest value; 0 by default.
  public var minimumValue: Float = 0 { didSet { clampValue() } }
  /// The highest value; 1 by default.
  public var maximumValue: Float = 1 { didSet { clampValue() } }
  /// The track left of the thumb (`minimumTrackTintColor`); nil is the tint colour.
  public var minimumTrackTintColor: Color? { didSet { setNeedsLayout() } }
  /// The track right of the thumb (`maximumTrackTintColor`); nil is system fill.
  public var maximumTrackTintColor: Color? { didSet { setNeedsLayout() } }
  /// The thumb (`thumbTintColor`); nil is white.
  public var thumbTintColor: Color? { didSet { setNeedsLayout() } }

  private let minimumTrack = View()
  private let maximumTrack = View()
  private let thumb = View()

  /// Creates a slider.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [minimumTrack, maximumTrack, thumb] {
      part.isUserInteractionEnabled = false
      addPart(part)
    }
    minimumTrack.cornerRadius = Slider.trackHeight / 2
    maximumTrack.cornerRadius = Slider.trackHeight / 2
    thumb.cornerRadius = Slider.thumbDiameter / 2
    thumb.borderWidth = 0.5
    thumb.borderColor = Color(white: 0, alpha: 0.12)
  }

  /// UIKit's slider: an element with no label, the value's place in the range as a whole
  /// percentage (`50%`), `adjustable`.
  package var accessibilityDefaults: AccessibilityDefaults {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? Double((value - minimumValue) / range) : 0
    return AccessibilityDefaults(
      isElement: true, value: AccessibilityValueText.percent(fraction),
      traits: AccessibilityTraits.adjustable.union(controlStateTraits))
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``value`` (`setValue(_:animated:)`); a still render has no animation.
  public func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  private func clampValue() {
    let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
    let clamped = value.isNaN ? low : min(max(value, low), high)
    if clamped != value { value = clamped }
    setNeedsLayout()
  }

  /// No natural width; 31 pt high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Slider.height)
  }

  /// The given width (at least the thumb's), 31 pt high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, Slider.thumbDiameter), height: Slider.height)
  }

  /// Where the thumb's centre is for the current value, in bounds coordinates
  /// (`thumbRect(forBounds:trackRect:value:)` reduced to its centre).
  public var thumbCenter: CGPoint {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    let radius = Slider.thumbDiameter / 2
    let travel = max(0, bounds.width - 2 * radius)
    let x =
      isMirrored
      ? bounds.maxX - radius - travel * fraction : bounds.minX + radius + travel * fraction
    return CGPoint(x: x, y: bounds.midY)
  }

  /// Whether the slider runs from the right (a right-to-left layout).
  private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Places the tracks and the thumb for the value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let center = thumbCenter
    let trackY = bounds.midY - Slider.trackHeight / 2
    let left = CGRect(
      x: bounds.minX, y: trackY, width: center.x - bounds.minX, height: Slider.trackHeight)
    let right = CGRect(
      x: center.x, y: trackY, width: bounds.maxX - center.x, height: Slider.trackHeight)
    (minimumTrack.frame, maximumTrack.frame) = isMirrored ? (right, left) : (left, right)
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    let radius = Slider.thumbDiameter / 2
    thumb.frame = CGRect(
      x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    thumb.backgroundColor = thumbTintColor ?? .white
    for part in [minimumTrack, maximumTrack] { part.alpha = isEnabled ? 1 : 0.5 }
  }
}

extension Slider: TraitChangeAdjusting {
  /// A change of layout direction mirrors the slider.
  package func adjustForTraitChange(from old: TraitCollection, to new: TraitCollection) {
    if old.layoutDirection != new.layoutDirection { setNeedsLayout() }
  }
}

extension Slider: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
