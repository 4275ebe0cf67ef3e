/// A spinner (`UIActivityIndicatorView`), drawn as the iOS 13+ indicator in one still frame:
/// 8 rounded spokes, the head at twelve o'clock and the ones behind it (anticlockwise) fading
/// from 58 % to 18 % opacity, in `#3C3C44` unless ``color`` is set. `.medium` is 20 pt across,
/// `.large` 37 pt. Stopped indicators hide when ``hidesWhenStopped`` is true, the default.
///
/// Geometry (iOS 13.2, via Flutter's Cupertino indicator; docs/reference/uikit-controls.md):
/// for a radius r, each spoke is r/5 wide and runs from r/3 to r from the centre.
open class ActivityIndicatorView: View {
  /// The indicator's size (`UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// 20 pt across, the default.
    case medium
    /// 37 pt across.
    case large

    /// The width and height in points.
    public var diameter: CGFloat { self == .medium ? 20 : 37 }
  }

  /// The spokes' opacities from the head backwards, out of 255.
  static let spokeAlphas: [CGFloat] = [147, 122, 97, 72, 47, 47, 47, 47]

  /// The size; ``Style/medium`` by default.
  public var style: Style = .medium {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// The spokes' colour (`color`); nil is `#3C3C44`.
  public var color: Color? { didSet { setNeedsLayout() } }
  /// Whether the indicator hides while stopped (`hidesWhenStopped`); true by default.
  public var hidesWhenStopped = true { didSet { updateVisibility() } }
  /// Whether it is spinning (`isAnimating`); a render shows the first frame either way.
  public private(set) var isAnimating = false

  private var spokes: [View] = []

  /// Creates a stopped indicator of a style (`init(style:)`); it is hidden until started.
  public init(style: Style = .medium) {
    self.style = style
    super.init(
      frame: CGRect(origin: .zero, size: CGSize(width: style.diameter, height: style.diameter)))
    isUserInteractionEnabled = false
    for _ in 0..<Self.spokeAlphas.count {
      let spoke = View()
      spoke.isUserInteractionEnabled = false
      spokes.append(spoke)
      addPart(spoke)
    }
    updateVisibility()
  }

  /// Creates a stopped medium indicator with a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// UIKit's activity indicator: an element read as "In progress" while it spins,
  /// `updatesFrequently`.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(isElement: isAnimating, label: "In progress", traits: .updatesFrequently)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts spinning and shows the indicator (`startAnimating()`).
  public func startAnimating() {
    isAnimating = true
    updateVisibility()
  }

  /// Stops spinning; hides the indicator if ``hidesWhenStopped`` (`stopAnimating()`).
  public func stopAnimating() {
    isAnimating = false
    updateVisibility()
  }

  private func updateVisibility() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  /// The style's size, square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.diameter, height: style.diameter)
  }
  /// The style's size, square.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the spokes round the centre of the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let radius = style.diameter / 2
    let width = radius / 5, length = radius * 2 / 3
    let middle = radius * 2 / 3  // the spoke's centre: halfway between r/3 and r
    let base = color ?? Color(RGBA8(r: 0x3C, g: 0x3C, b: 0x44))
    for (index, spoke) in spokes.enumerated() {
      // Spoke `index` stands `index` eighths of a turn anticlockwise of the head.
      let angle = -CGFloat(index) * .pi / 4
      spoke.bounds.size = CGSize(width: width, height: length)
      spoke.center = CGPoint(
        x: bounds.midX + middle * sin(angle), y: bounds.midY - middle * cos(angle))
      spoke.transform = CGAffineTransform(rotationAngle: angle)
      spoke.cornerRadius = width / 2
      spoke.backgroundColor = base.withAlphaComponent(base.alpha * Self.spokeAlphas[index] / 255)
    }
  }
}

extension ActivityIndicatorView: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
