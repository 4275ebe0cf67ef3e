/// What an accessibility element is and what state it is in, as VoiceOver announces it
/// (`UIAccessibilityTraits`): a set of UIKit's trait constants.
///
/// The raw values are the bits UIKit's constants hold (`UIAccessibilityTraitButton` is 1,
/// `UIAccessibilityTraitHeader` 1 << 16), so a set prints and compares as UIKit's does.
///
/// ```swift
/// title.accessibilityTraits = .header
/// row.accessibilityTraits = [.button, .selected]
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt64

  /// A set from UIKit's bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits (`UIAccessibilityTraitNone`).
  public static let none: AccessibilityTraits = []
  /// Behaves like a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Behaves like a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Behaves like an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is currently selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Behaves like a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Static text that cannot change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Summary information read when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled: does not respond to the user.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value too often to announce every change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes a range of values, changed by swiping up and down (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Lets the user touch it directly (a piano keyboard).
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Behaves like a tab bar (set on the container of the tabs).
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
  /// A header dividing content into sections, such as a navigation bar's title.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)

  /// Every named trait with its UIKit name, in bit order.
  public static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
    ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
    ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("tabBar", .tabBar), ("header", .header),
  ]

  /// The UIKit names of the traits in the set, in bit order (bits without a name as hex).
  public var names: [String] {
    var names = Self.named.filter { contains($0.trait) }.map(\.name)
    let known = Self.named.reduce(AccessibilityTraits()) { $0.union($1.trait) }
    let rest = subtracting(known)
    if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16)) }
    return names
  }

  /// `button, selected`; `none` for the empty set.
  public var description: String { isEmpty ? "none" : names.joined(separator: ", ") }
}
