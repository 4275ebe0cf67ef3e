/// One element VoiceOver visits: what it reads and where the element is.
///
/// `View.accessibilityElementsInOrder()` lists a screen's elements in VoiceOver's order.
public struct AccessibilityElement: Sendable, Hashable {
  /// What VoiceOver reads first (``View/accessibilityLabel``); nil when there is none.
  public var label: String?
  /// The current value (``View/accessibilityValue``).
  public var value: String?
  /// What activating it does (``View/accessibilityHint``).
  public var hint: String?
  /// What it is and its state.
  public var traits: AccessibilityTraits
  /// The view's ``View/accessibilityIdentifier``.
  public var identifier: String?
  /// Where it is, in the coordinates of the root of the walk (a host's window).
  public var frame: CGRect
  /// The path of the view it comes from (``View/hierarchyPath``), with the part's name for an
  /// element of a control's part (`… > SegmentedControl[1]`).
  public var path: String

  /// Creates an element.
  public init(
    label: String?, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = .none,
    identifier: String? = nil, frame: CGRect, path: String = ""
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
    self.path = path
  }
}
