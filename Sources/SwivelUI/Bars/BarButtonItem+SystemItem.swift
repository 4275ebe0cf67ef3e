extension BarButtonItem {
  /// The items UIKit draws itself (`UIBarButtonItem.SystemItem`; UIKit's raw values). Swivel
  /// draws the ones that are words, in English as an app without translations shows them;
  /// the ones UIKit draws as symbols (`.add`, `.action`, `.trash`, …) need SF Symbols,
  /// which Swivel does not have, and are drawn as their English name.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    /// Done, semibold.
    case done = 0
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save, semibold.
    case save
    /// A plus sign (drawn as "Add").
    case add
    /// Flexible space (drawn as nothing).
    case flexibleSpace
    /// Fixed space (drawn as nothing).
    case fixedSpace
    /// Compose (drawn as "Compose").
    case compose
    /// Reply (drawn as "Reply").
    case reply
    /// Share (drawn as "Share").
    case action
    /// Organize (drawn as "Organize").
    case organize
    /// Bookmarks (drawn as "Bookmarks").
    case bookmarks
    /// Search (drawn as "Search").
    case search
    /// Refresh (drawn as "Refresh").
    case refresh
    /// Stop (drawn as "Stop").
    case stop
    /// Camera (drawn as "Camera").
    case camera
    /// Trash (drawn as "Delete").
    case trash
    /// Play (drawn as "Play").
    case play
    /// Pause (drawn as "Pause").
    case pause
    /// Rewind (drawn as "Rewind").
    case rewind
    /// Fast forward (drawn as "Fast Forward").
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (drawn as nothing).
    case pageCurl = 23
    /// Close (drawn as "Close").
    case close = 24

    /// The words drawn for the item; nil for the spaces and the page curl.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace, .pageCurl: nil
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }

    /// Done and Save are semibold, as UIKit draws them.
    var style: Style { self == .done || self == .save ? .done : .plain }
  }

  /// A system item whose tap runs `primaryAction` (`init(systemItem:primaryAction:menu:)`, and
  /// in place of `init(barButtonSystemItem:target:action:)`, whose selector Linux lacks).
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.init(title: systemItem.title, style: systemItem.style, action: primaryAction.map { action in { action.performWithoutSender() } })
  }

  /// A system item whose tap runs `action` (UIKit's `init(barButtonSystemItem:target:action:)`,
  /// with a closure).
  public convenience init(barButtonSystemItem systemItem: SystemItem, action: (() -> Void)? = nil) {
    self.init(title: systemItem.title, style: systemItem.style, action: action)
  }
}
