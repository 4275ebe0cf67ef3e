/// A navigation bar's back button: UIKit's chevron and the previous controller's title, in
/// the tint colour; tapping it pops.
final class BackButton: Control {
  let chevronTop = View()
  let chevronBottom = View()
  let titleLabel = Label()

  /// The chevron's box (UIKit's back indicator is about 13 × 21 pt) and the gap to the title.
  static let chevronSize = CGSize(width: 13, height: 21)
  static let gap: CGFloat = 6
  /// The chevron's stroke.
  static let stroke: CGFloat = 3

  override init(frame: CGRect) {
    super.init(frame: frame)
    identifier = "backButton"
    titleLabel.font = .systemFont(ofSize: 17)
    for bar in [chevronTop, chevronBottom] {
      bar.cornerRadius = Self.stroke / 2
      addPart(bar)
    }
    addPart(titleLabel)
    tintColorDidChange()
  }

  /// Read as its title, `button`.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(
      isElement: true, label: titleLabel.text,
      traits: AccessibilityTraits.button.union(controlStateTraits))
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  required init?(coder: NSCoder) {
    return nil
  }

  var title: String? {
    get { titleLabel.text }
    set { titleLabel.text = newValue; setNeedsLayout() }
  }

  /// The chevron, the gap and the title's width; the bar's row height.
  var fittingWidth: CGFloat {
    Self.chevronSize.width + Self.gap + titleLabel.sizeThatFits(.zero).width
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    let color = isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
    chevronTop.backgroundColor = color
    chevronBottom.backgroundColor = color
    titleLabel.textColor = color
  }

  /// Two rounded strokes at ±45° meeting at the left, centred vertically; the title after.
  /// Right to left, mirrored: the chevron on the right, pointing right, as UIKit's.
  override func layoutSubviews() {
    let box = Self.chevronSize, midY = bounds.midY
    let half = box.height / 2 - Self.stroke / 2
    let length = (half * half * 2).squareRoot() + Self.stroke
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (bar, sign) in [(chevronTop, -1.0), (chevronBottom, 1.0)] {
      let x = Self.stroke / 2 + half / 2 + 1
      bar.transform = .identity
      bar.bounds = CGRect(x: 0, y: 0, width: length, height: Self.stroke)
      bar.center = CGPoint(x: mirrored ? bounds.width - x : x, y: midY + CGFloat(sign) * half / 2)
      bar.transform = CGAffineTransform(rotationAngle: CGFloat(mirrored ? -sign : sign) * .pi / 4)
    }
    let x = box.width + Self.gap
    let title = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
    titleLabel.frame =
      mirrored ? CGRect(x: 0, y: 0, width: title.width, height: title.height) : title
  }
}

extension BackButton: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
