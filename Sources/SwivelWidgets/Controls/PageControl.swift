/// A row of dots, one per page, the current one highlighted (`UIPageControl`): 7-pt dots 9 pt
/// apart, opaque white for the current page and translucent white (30 %) for the others,
/// centred in the bounds. A tap on the right half goes to the next page, on the left half to
/// the previous one, and sends `.valueChanged`.
///
/// UIKit does not document the translucent dots' alpha; 30 % is an approximation (see
/// docs/reference/uikit-controls.md).
open class PageControl: Control {
  static let dotDiameter: CGFloat = 7
  static let dotGap: CGFloat = 9
  /// The natural height, 36 pt.
  public static let height: CGFloat = 36

  /// How many pages; 0 by default.
  public var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      rebuildDots()
    }
  }
  /// The page shown, within the pages; 0 by default.
  public var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      setNeedsLayout()
    }
  }
  /// Whether a single page shows no dot (`hidesForSinglePage`); false by default.
  public var hidesForSinglePage = false { didSet { setNeedsLayout() } }
  /// The other pages' dots (`pageIndicatorTintColor`); nil is white at 30 %.
  public var pageIndicatorTintColor: Color? { didSet { setNeedsLayout() } }
  /// The current page's dot (`currentPageIndicatorTintColor`); nil is white.
  public var currentPageIndicatorTintColor: Color? { didSet { setNeedsLayout() } }

  /// UIKit's page control: an element with the value `page 2 of 3`, `adjustable`.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(
      isElement: numberOfPages > 0, value: "page \(currentPage + 1) of \(numberOfPages)",
      traits: AccessibilityTraits.adjustable.union(controlStateTraits))
  }

  private var dots: [View] = []

  private func rebuildDots() {
    while dots.count < numberOfPages {
      let dot = View()
      dot.isUserInteractionEnabled = false
      dot.cornerRadius = Self.dotDiameter / 2
      addPart(dot)
      dots.append(dot)
    }
    while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The size the dots of `pageCount` pages need, 36 pt high (`size(forNumberOfPages:)`).
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    return CGSize(
      width: max(0, count * Self.dotDiameter + (count - 1) * Self.dotGap), height: Self.height)
  }

  /// The dots' size for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  /// The dots' size for ``numberOfPages``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Moves one page towards the tapped side and sends `.valueChanged` if the page changed.
  open override func handleTap(at location: CGPoint) {
    guard isEnabled else { return }
    handleTap()
    let old = currentPage
    currentPage += location.x >= bounds.midX ? 1 : -1
    if currentPage != old { sendActions(for: .valueChanged) }
  }

  /// Centres the dots and colours the current one.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let hidden = hidesForSinglePage && numberOfPages == 1
    let needed = size(forNumberOfPages: numberOfPages)
    let startX = bounds.midX - needed.width / 2
    for (index, dot) in dots.enumerated() {
      dot.isHidden = hidden
      dot.frame = CGRect(
        x: startX + CGFloat(index) * (Self.dotDiameter + Self.dotGap),
        y: bounds.midY - Self.dotDiameter / 2,
        width: Self.dotDiameter, height: Self.dotDiameter)
      dot.backgroundColor =
        index == currentPage
        ? currentPageIndicatorTintColor ?? .white
        : pageIndicatorTintColor ?? Color(white: 1, alpha: 0.3)
    }
  }
}

extension PageControl: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
