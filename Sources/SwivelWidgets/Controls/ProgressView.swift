/// A bar showing how far a task has got (`UIProgressView`), drawn as the iOS 13+ bar: 4 pt
/// high with rounded ends, the done part in the tint colour over a system-fill track.
open class ProgressView: View {
  /// The natural height, 4 pt.
  public static let height: CGFloat = 4

  /// How far along, 0…1 (values outside are clamped, NaN is 0); 0 by default.
  public var progress: Float = 0 {
    didSet {
      let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
      if clamped != progress { progress = clamped }
      setNeedsLayout()
    }
  }
  /// The look of a progress view (`UIProgressView.Style`).
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// The standard bar over a system-fill track.
    case `default`
    /// The bar for toolbars: the track is clear.
    case bar
  }

  /// The look (`progressViewStyle`); ``Style/default`` by default.
  public var progressViewStyle = Style.default { didSet { setNeedsLayout() } }

  /// The done part's colour (`progressTintColor`); nil is the tint colour.
  public var progressTintColor: Color? { didSet { setNeedsLayout() } }
  /// The track's colour (`trackTintColor`); nil is system fill (clear for the ``Style/bar``
  /// style).
  public var trackTintColor: Color? { didSet { setNeedsLayout() } }

  private let track = View()
  private let bar = View()

  /// Creates a progress view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [track, bar] {
      part.isUserInteractionEnabled = false
      addPart(part)
    }
  }

  /// UIKit's progress view: an element with no label, the progress as a whole percentage,
  /// `updatesFrequently`.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(
      isElement: true, value: AccessibilityValueText.percent(Double(progress)),
      traits: .updatesFrequently)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a progress view of a style, 4 pt high (`init(progressViewStyle:)`).
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: ProgressView.height))
    progressViewStyle = style
  }

  /// Sets ``progress`` (`setProgress(_:animated:)`); a still render has no animation.
  public func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No natural width; 4 pt high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ProgressView.height)
  }

  /// The given width, 4 pt high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: ProgressView.height)
  }

  /// Places the track and the done part.
  open override func layoutSubviews() {
    super.layoutSubviews()
    track.frame = bounds
    track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
    track.cornerRadius = bounds.height / 2
    bar.cornerRadius = bounds.height / 2
    bar.backgroundColor = progressTintColor ?? tintColor
    bar.frame = CGRect(
      x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progress), height: bounds.height
    )
  }
}

extension ProgressView: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
