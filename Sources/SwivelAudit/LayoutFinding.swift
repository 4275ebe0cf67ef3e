public import SwivelInspection

/// One problem ``LayoutAudit`` found in a laid-out window: what kind, which view (its path in
/// the tree), where it is on the screen and the numbers that show it.
///
/// ```
/// smallHitTarget  Window > View > Button#ok: 60×30 pt hit target; 44×44 pt is the minimum
/// ```
public struct LayoutFinding: Sendable, Hashable, CustomStringConvertible {
  /// What an audit checks.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A view, or a label's text, sticks out of its superview's bounds and the superview does
    /// not clip it (it draws outside its parent and cannot be tapped there).
    case outsideSuperview
    /// A view, or a label's text, is partly off the screen.
    case outsideScreen
    /// A control or a label's text lies under the status bar, the sensor housing, the home
    /// indicator or a rounded screen corner (outside the safe area).
    case unsafeArea
    /// Two sibling controls overlap, so a tap on the overlap goes to the front one only.
    case overlappingControls
    /// A control is smaller than Apple's 44 × 44 pt minimum hit target.
    case smallHitTarget
    /// A label's text is cut: truncated, or needing more lines than the label allows.
    case truncatedText
    /// An edge is off the pixel grid at the screen's scale, so it draws blurred.
    case offPixelGrid
    /// A view with content (text, an image, a title, a background) has no width or height.
    case zeroSizeWithContent
    /// A view is entirely covered by an opaque sibling in front of it.
    case hiddenBehindOpaqueSibling
    /// A control or image that VoiceOver reaches has no accessibility label, so VoiceOver can
    /// only name its kind ("button", "image").
    case missingAccessibilityLabel
    /// Text contrasts with what is drawn behind it less than WCAG AA asks: 4.5:1, or 3:1 for
    /// large text (18 pt, or 14 pt bold), in the current appearance.
    case lowContrast
  }

  /// What is wrong.
  public let kind: Kind
  /// The view's place in its tree: `Window > View > Label#title` (`View.hierarchyPath`).
  public let path: String
  /// The rectangle concerned in window coordinates: the view's frame, or its text.
  public let frame: CGRect
  /// What the rectangle should stay within, in window coordinates (the superview's bounds, the
  /// screen, the safe area, the covering sibling …), when there is one.
  public let limit: CGRect?
  /// The full explanation with the numbers.
  public let message: String

  /// Creates a finding.
  public init(kind: Kind, path: String, frame: CGRect, limit: CGRect? = nil, message: String) {
    self.kind = kind
    self.path = path
    self.frame = frame
    self.limit = limit
    self.message = message
  }

  /// `kind  path: message`.
  public var description: String { "\(kind.rawValue)  \(path): \(message)" }
}
