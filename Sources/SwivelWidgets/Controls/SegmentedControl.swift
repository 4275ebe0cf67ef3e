/// A row of mutually exclusive segments (`UISegmentedControl`), drawn as the iOS 13+ control:
/// a 32-pt-high rounded grey platter (radius 8, system fill) with a white rounded thumb under
/// the selected segment, 13-pt titles (semibold when selected) and 1-pt dividers between
/// unselected neighbours. Segments are equal in width.
///
/// A tap selects the segment under it and sends `.valueChanged` when the selection changes.
open class SegmentedControl: Control {
  /// ``selectedSegmentIndex`` when nothing is selected (`UISegmentedControl.noSegment`, −1).
  public static let noSegment = -1
  /// The control's height, 32 pt.
  public static let height: CGFloat = 32
  /// The platter's inset around the segments: 2 pt top and bottom, 3 pt at the sides.
  static let contentInset = EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
  /// Room on each side of the widest title, 9.25 pt.
  static let titlePadding: CGFloat = 9.25

  private struct Segment {
    var title: String?
    var isEnabled = true
    let label = Label()
  }

  private var segments: [Segment] = []
  let thumb = View()
  var dividers: [View] = []

  /// The selected segment, or ``noSegment``; setting an index outside the segments selects
  /// nothing.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
      if selectedSegmentIndex != oldValue { setNeedsLayout() }
    }
  }

  /// The thumb's colour (`selectedSegmentTintColor`); nil is ``SegmentedControl/defaultThumbColor``.
  public var selectedSegmentTintColor: Color? { didSet { setNeedsLayout() } }

  /// The thumb's colour when ``selectedSegmentTintColor`` is nil: white, and in the dark
  /// appearance `#636366` (the dark value of `systemGray2`, which iOS 13+ draws the selected
  /// segment in), so that the selected title, in `Color.label`, stays readable.
  public static let defaultThumbColor = Color(
    light: .white, dark: Color(RGBA8(r: 0x63, g: 0x63, b: 0x66)))

  /// Creates a control with a segment per title, nothing selected (`init(items:)`), sized to
  /// them.
  public convenience init(items: [String]?) {
    self.init(frame: .zero)
    for (index, title) in (items ?? []).enumerated() {
      insertSegment(withTitle: title, at: index, animated: false)
    }
    bounds.size = intrinsicContentSize
  }

  /// Creates an empty control with a frame (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .tertiarySystemFill
    cornerRadius = 8
    thumb.isUserInteractionEnabled = false
    thumb.cornerRadius = 6.93
    thumb.borderWidth = 0.5
    thumb.borderColor = Color(white: 0, alpha: 0.04)
    addPart(thumb)
  }

  /// UIKit's segmented control is no element itself: each segment is a button read as its
  /// title, `selected` when selected, `notEnabled` when it or the control is disabled.
  package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

  /// The segments.
  package var accessibilityParts: [AccessibilityElement]? {
    segments.indices.map { index in
      var traits = AccessibilityTraits.button
      if index == selectedSegmentIndex { traits.insert(.selected) }
      if !isEnabled || !segments[index].isEnabled { traits.insert(.notEnabled) }
      return AccessibilityElement(
        label: segments[index].title, traits: traits, frame: segmentRect(at: index),
        path: "[\(index)]")
    }
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// How many segments there are (`numberOfSegments`).
  public var numberOfSegments: Int { segments.count }

  /// Inserts a segment titled `title` at `index`, clamped to the segments
  /// (`insertSegment(withTitle:at:animated:)`).
  public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    let position = min(max(index, 0), segments.count)
    let segment = Segment(title: title)
    segment.label.font = Font.systemFont(ofSize: 13)
    segment.label.textAlignment = .center
    segment.label.lineBreakMode = .byTruncatingTail
    segments.insert(segment, at: position)
    addPart(segment.label)
    if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  /// Removes the segment at `index`; an index outside the segments does nothing
  /// (`removeSegment(at:animated:)`).
  public func removeSegment(at index: Int, animated: Bool) {
    guard segments.indices.contains(index) else { return }
    segments.remove(at: index).label.removeFromSuperview()
    if selectedSegmentIndex == index {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > index {
      selectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment (`removeAllSegments()`).
  public func removeAllSegments() {
    while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
  }

  /// Sets a segment's title; an index outside the segments does nothing
  /// (`setTitle(_:forSegmentAt:)`).
  public func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].title = title
    segmentsDidChange()
  }

  /// A segment's title, nil outside the segments (`titleForSegment(at:)`).
  public func titleForSegment(at index: Int) -> String? {
    segments.indices.contains(index) ? segments[index].title : nil
  }

  /// Enables or disables one segment (`setEnabled(_:forSegmentAt:)`).
  public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].isEnabled = enabled
    setNeedsLayout()
  }

  /// Whether a segment is enabled (`isEnabledForSegment(at:)`).
  public func isEnabledForSegment(at index: Int) -> Bool {
    segments.indices.contains(index) && segments[index].isEnabled
  }

  private func segmentsDidChange() {
    while dividers.count < max(0, segments.count - 1) {
      let divider = View()
      divider.isUserInteractionEnabled = false
      divider.backgroundColor = Color.systemGray.withAlphaComponent(0.3)
      divider.cornerRadius = 0.5
      insertPart(divider, aboveSubview: thumb)
      dividers.append(divider)
    }
    while dividers.count > max(0, segments.count - 1) {
      dividers.removeLast().removeFromSuperview()
    }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Every segment as wide as the widest title plus 9.25 pt a side, 32 pt high.
  open override var intrinsicContentSize: CGSize {
    let widest =
      segments.map { segment -> CGFloat in
        let probe = Label()
        probe.font = Font.systemFont(ofSize: 13, weight: .semibold)
        probe.text = segment.title
        return probe.sizeThatFits(.zero).width
      }.max() ?? 0
    let inset = Self.contentInset
    return CGSize(
      width: CGFloat(segments.count) * (widest + 2 * Self.titlePadding) + inset.left + inset.right,
      height: Self.height)
  }

  /// The natural size: ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The rectangle of segment `index` in bounds coordinates (equal widths inside the inset).
  /// Segments run from the leading edge, as UIKit's do: in a right-to-left layout segment 0
  /// is the rightmost.
  public func segmentRect(at index: Int) -> CGRect {
    let area = bounds.inset(by: Self.contentInset)
    let width = segments.isEmpty ? 0 : area.width / CGFloat(segments.count)
    let slot =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? segments.count - 1 - index : index
    return CGRect(
      x: area.minX + CGFloat(slot) * width, y: area.minY, width: width, height: area.height)
  }

  /// Selects the enabled segment under the tap and sends `.valueChanged` if it changed.
  open override func handleTap(at location: CGPoint) {
    guard isEnabled else { return }
    handleTap()
    guard let index = segments.indices.first(where: { segmentRect(at: $0).contains(location) }),
      segments[index].isEnabled, index != selectedSegmentIndex
    else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }

  /// Places the titles, the thumb and the dividers for the current selection.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let selected = selectedSegmentIndex
    thumb.isHidden = selected == Self.noSegment
    thumb.backgroundColor = selectedSegmentTintColor ?? Self.defaultThumbColor
    if selected != Self.noSegment { thumb.frame = segmentRect(at: selected) }
    for (index, segment) in segments.enumerated() {
      let rect = segmentRect(at: index)
      let label = segment.label
      label.text = segment.title
      label.font = Font.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
      label.textColor = .label
      label.alpha = isEnabled && segment.isEnabled ? 1 : 0.3
      let height = label.font.lineHeight.rounded(.up)
      label.frame = CGRect(
        x: rect.minX + 4, y: rect.midY - height / 2, width: max(0, rect.width - 8), height: height)
    }
    for (index, divider) in dividers.enumerated() {
      let edge = max(segmentRect(at: index).minX, segmentRect(at: index + 1).minX)
      divider.frame = CGRect(
        x: edge - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
      divider.isHidden = index == selected || index + 1 == selected
    }
  }
}

extension SegmentedControl: TraitChangeAdjusting {
  /// A change of layout direction mirrors the segments.
  package func adjustForTraitChange(from old: TraitCollection, to new: TraitCollection) {
    if old.layoutDirection != new.layoutDirection { setNeedsLayout() }
  }
}

extension SegmentedControl: AccessibilityDefining {}
