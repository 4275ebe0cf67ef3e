extension BarButtonItem {
  /// The items UIKit draws itself (`UIBarButtonItem.SystemItem`; UIKit's raw values). The ones
  /// that are words (Done, Cancel, Edit, Save) are drawn in English, as an app without
  /// translations shows them; the ones UIKit draws as symbols (`.add`, `.action`, `.trash`,
  /// …) are drawn as icons in the tint colour, from paths written for Swivel in the manner of
  /// the system symbols. Their ``title`` stays the English name, which accessibility reads.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    /// Done, semibold.
    case done = 0
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save, semibold.
    case save
    /// A plus sign.
    case add
    /// Flexible space (drawn as nothing).
    case flexibleSpace
    /// Fixed space (drawn as nothing).
    case fixedSpace
    /// Compose: a square and pencil.
    case compose
    /// Reply: an arrow curving back.
    case reply
    /// Share: a tray with an arrow up.
    case action
    /// Organize: a folder.
    case organize
    /// Bookmarks: an open book.
    case bookmarks
    /// Search: a magnifying glass.
    case search
    /// Refresh: a circular arrow.
    case refresh
    /// Stop: a cross.
    case stop
    /// Camera: a camera.
    case camera
    /// Trash: a bin.
    case trash
    /// Play: a triangle.
    case play
    /// Pause: two bars.
    case pause
    /// Rewind: two triangles pointing back.
    case rewind
    /// Fast forward: two triangles pointing on.
    case fastForward
    /// Undo: an arrow turning back.
    case undo
    /// Redo: an arrow turning forward.
    case redo
    /// Page curl (drawn as nothing).
    case pageCurl = 23
    /// Close: a cross in a grey circle.
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

    /// The icon drawn for the item; nil for the words and the spaces.
    package var icon: SystemIcon? {
      switch self {
      case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, .pageCurl: nil
      case .add: .add
      case .compose: .compose
      case .reply: .reply
      case .action: .action
      case .organize: .organize
      case .bookmarks: .bookmarks
      case .search: .search
      case .refresh: .refresh
      case .stop: .stop
      case .camera: .camera
      case .trash: .trash
      case .play: .play
      case .pause: .pause
      case .rewind: .rewind
      case .fastForward: .fastForward
      case .undo: .undo
      case .redo: .redo
      case .close: .close
      }
    }

    /// Done and Save are semibold, as UIKit draws them.
    var style: Style { self == .done || self == .save ? .done : .plain }
  }

  /// A system item whose tap runs `primaryAction` (`init(systemItem:primaryAction:menu:)`, and
  /// in place of `init(barButtonSystemItem:target:action:)`, whose selector Linux lacks).
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.init(
      title: systemItem.title, style: systemItem.style,
      action: primaryAction.map { action in { action.performWithoutSender() } })
    self.systemItem = systemItem
  }

  /// A system item whose tap runs `action` (UIKit's `init(barButtonSystemItem:target:action:)`,
  /// with a closure).
  public convenience init(barButtonSystemItem systemItem: SystemItem, action: (() -> Void)? = nil) {
    self.init(title: systemItem.title, style: systemItem.style, action: action)
    self.systemItem = systemItem
  }
}
