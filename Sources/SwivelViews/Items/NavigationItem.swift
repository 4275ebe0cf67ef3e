/// What a navigation bar shows for one controller (`UINavigationItem`): every controller has
/// one (``UIKitViewController/navigationItem``), read when it is on top of a
/// `NavigationController`'s stack.
public final class NavigationItem {
  /// When the bar shows this item's title large (`UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    /// As the item below it in the stack (large for the root) when the bar prefers large
    /// titles (`automatic`).
    case automatic = 0
    /// Large whenever the bar prefers large titles (`always`).
    case always = 1
    /// Never large (`never`).
    case never = 2
  }

  /// The title; nil falls back to the controller's `title`.
  public var title: String? { didSet { contentDidChange?() } }
  /// When the title is drawn large.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { contentDidChange?() }
  }
  /// The items on the left, leading edge first (`leftBarButtonItems`); a pushed controller's
  /// back button shows when there are none.
  public var leftBarButtonItems: [BarButtonItem]? { didSet { contentDidChange?() } }
  /// The items on the right, trailing edge first (`rightBarButtonItems`): the first is the
  /// outermost.
  public var rightBarButtonItems: [BarButtonItem]? { didSet { contentDidChange?() } }
  /// The first item on the left (`leftBarButtonItem`); setting it replaces
  /// ``leftBarButtonItems`` with it alone (or with none for nil).
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first item on the right (`rightBarButtonItem`); setting it replaces
  /// ``rightBarButtonItems`` with it alone (or with none for nil).
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// A view shown in place of the title (`titleView`), centred in the room the buttons leave:
  /// its frame's size (its fitting size when that is zero), no wider than the room, no taller
  /// than the bar's row.
  public var titleView: View? { didSet { contentDidChange?() } }
  /// A line of text above the bar's row (`prompt`), which makes the bar 30 pt taller.
  public var prompt: String? { didSet { contentDidChange?() } }
  /// The title of the back button shown when a controller is pushed above this one
  /// (`backButtonTitle`); nil uses this item's title.
  public var backButtonTitle: String? { didSet { contentDidChange?() } }
  /// The item whose title the back button shows when a controller is pushed above this one
  /// (`backBarButtonItem`); it wins over ``backButtonTitle``. Its action is never called: the
  /// back button always pops, as in UIKit.
  public var backBarButtonItem: BarButtonItem? { didSet { contentDidChange?() } }
  /// Whether a pushed controller hides its back button (`hidesBackButton`).
  public var hidesBackButton = false { didSet { contentDidChange?() } }

  /// Set by the navigation bar showing the item: reloads the bar after a change.
  package var contentDidChange: (() -> Void)?

  /// Creates an empty item.
  public init(title: String? = nil) {
    self.title = title
  }
}
