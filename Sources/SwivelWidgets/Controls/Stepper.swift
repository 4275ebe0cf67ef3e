/// A pair of − and + buttons that step a value (`UIStepper`), drawn as the iOS 13+ control: a
/// 94×32-pt rounded platter (radius 8, tertiary system fill) split by a 1-pt divider, with a
/// 14×2-pt minus and a 14-pt plus in the label colour; a half that cannot step further is
/// greyed. A tap on a half steps the value and sends `.valueChanged`.
open class Stepper: Control {
  /// The size of every stepper, 94×32 pt.
  public static let size = CGSize(width: 94, height: 32)

  /// The value, within ``minimumValue``…``maximumValue``; 0 by default.
  public var value: Double = 0 { didSet { clampValue() } }
  /// The lowest value; 0 by default.
  public var minimumValue: Double = 0 { didSet { clampValue() } }
  /// The highest value; 100 by default.
  public var maximumValue: Double = 100 { didSet { clampValue() } }
  /// How much a tap adds or takes away; 1 by default (values not above 0 are ignored).
  public var stepValue: Double = 1
  /// Whether stepping past one end continues from the other (`wraps`); false by default.
  public var wraps = false

  private let divider = View()
  private let minus = View()
  private let plusBar = View()
  private let plusStem = View()

  /// Creates a stepper at `frame`'s origin, 94×32 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    backgroundColor = .tertiarySystemFill
    cornerRadius = 8
    for part in [divider, minus, plusBar, plusStem] {
      part.isUserInteractionEnabled = false
      addPart(part)
    }
    for part in [minus, plusBar, plusStem] { part.cornerRadius = 1 }
    divider.backgroundColor = .tertiaryLabel
  }

  /// UIKit's stepper is no element itself: its halves are the buttons "Decrement" and
  /// "Increment", each with the value, `notEnabled` where it cannot step.
  package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

  /// The two halves, the − half (on the left) first.
  package var accessibilityParts: [AccessibilityElement]? {
    let half = bounds.width / 2
    let value = AccessibilityValueText.number(self.value)
    func part(_ label: String, _ x: CGFloat, _ enabled: Bool) -> AccessibilityElement {
      var traits = AccessibilityTraits.button
      if !enabled || !isEnabled { traits.insert(.notEnabled) }
      return AccessibilityElement(
        label: label, value: value, traits: traits,
        frame: CGRect(x: x, y: bounds.minY, width: half, height: bounds.height), path: "[\(label)]")
    }
    return [
      part("Decrement", bounds.minX, canDecrement),
      part("Increment", bounds.minX + half, canIncrement),
    ]
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func clampValue() {
    let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    if clamped != value { value = clamped }
    setNeedsLayout()
  }

  /// 94×32 pt.
  open override var intrinsicContentSize: CGSize { Stepper.size }
  /// 94×32 pt.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

  /// Whether the − half can step (`value > minimumValue`, or ``wraps``).
  public var canDecrement: Bool { wraps || value > minimumValue }
  /// Whether the + half can step (`value < maximumValue`, or ``wraps``).
  public var canIncrement: Bool { wraps || value < maximumValue }

  /// Steps down on the left half, up on the right, and sends `.valueChanged` if it moved.
  open override func handleTap(at location: CGPoint) {
    guard isEnabled else { return }
    handleTap()
    let up = location.x >= bounds.midX
    guard up ? canIncrement : canDecrement, stepValue > 0 else { return }
    let old = value
    var next = old + (up ? stepValue : -stepValue)
    if wraps && next > maximumValue { next = minimumValue }
    if wraps && next < minimumValue { next = maximumValue }
    value = next
    if value != old { sendActions(for: .valueChanged) }
  }

  /// Places the divider and the symbols; greys a half that cannot step.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let half = bounds.width / 2
    divider.frame = CGRect(
      x: bounds.minX + half - 0.5, y: bounds.minY + 6, width: 1, height: max(0, bounds.height - 12))
    let midY = bounds.midY
    let minusX = bounds.minX + half / 2, plusX = bounds.minX + half * 1.5
    minus.frame = CGRect(x: minusX - 7, y: midY - 1, width: 14, height: 2)
    plusBar.frame = CGRect(x: plusX - 7, y: midY - 1, width: 14, height: 2)
    plusStem.frame = CGRect(x: plusX - 1, y: midY - 7, width: 2, height: 14)
    let minusColor: Color = isEnabled && canDecrement ? .label : .tertiaryLabel
    let plusColor: Color = isEnabled && canIncrement ? .label : .tertiaryLabel
    minus.backgroundColor = minusColor
    plusBar.backgroundColor = plusColor
    plusStem.backgroundColor = plusColor
  }
}

extension Stepper: AccessibilityDefining {}
