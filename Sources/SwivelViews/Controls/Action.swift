/// A closure a control runs for an event (`UIAction`), the Linux stand-in for target-action.
///
/// ```swift
/// toggle.addAction(Action(title: "Wi-Fi") { action in
///   print((action.sender as? Switch)?.isOn ?? false)
/// }, for: .valueChanged)
/// ```
public final class Action {
  /// A title for menus and accessibility (`title`).
  public var title: String
  /// Identifies the action so that it can be replaced or removed (`identifier`).
  public let identifier: String?
  /// The control sending the action while the handler runs, nil otherwise (`sender`).
  public private(set) var sender: Control?
  private let handler: (Action) -> Void

  /// Creates an action (`UIAction(title:identifier:handler:)`).
  public init(title: String = "", identifier: String? = nil, handler: @escaping (Action) -> Void) {
    self.title = title
    self.identifier = identifier
    self.handler = handler
  }

  /// Runs the handler with `sender` set.
  func perform(sender: Control) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }

  /// Runs the handler with no sender (an action that is not a control's, such as a bar button
  /// item's `primaryAction`).
  func performWithoutSender() {
    handler(self)
  }
}
