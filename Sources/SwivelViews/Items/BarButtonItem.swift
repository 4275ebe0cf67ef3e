/// A titled button for a navigation bar (`UIBarButtonItem`): drawn as its title in the bar's
/// tint colour, 17 pt, semibold for ``Style/done``. System items are drawn as UIKit draws
/// them (``SystemItem``): words, or icons for the symbol items; image items are not
/// supported.
public final class BarButtonItem {
  /// How the title is drawn (`UIBarButtonItem.Style`).
  public enum Style: Int, Sendable, Hashable {
    /// Regular weight (`plain`).
    case plain = 0
    /// Semibold, for the action that completes a task (`done`).
    case done = 2
  }

  /// The title.
  public var title: String?
  /// The style.
  public var style: Style
  /// Whether the item can be tapped (`isEnabled`); a disabled item draws in grey.
  public var isEnabled = true
  /// Runs when the item is tapped (Swivel's closure for UIKit's target-action).
  public var action: (() -> Void)?
  /// The system item the item was made as, nil for a titled item.
  public internal(set) var systemItem: SystemItem?

  /// Creates an item with a title (`init(title:style:target:action:)`, with a closure).
  public init(title: String?, style: Style = .plain, action: (() -> Void)? = nil) {
    self.title = title
    self.style = style
    self.action = action
  }

  /// Creates an item whose tap runs `primaryAction` (`init(title:image:primaryAction:menu:)`,
  /// UIKit's closure form since iOS 14; images and menus are not supported). With no `title`,
  /// the action's title is shown.
  public convenience init(title: String? = nil, primaryAction: Action?) {
    self.init(
      title: title ?? primaryAction?.title, style: .plain,
      action: primaryAction.map { action in { action.performWithoutSender() } })
  }
}
