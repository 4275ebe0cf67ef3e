/// What a launch in progress has set up: its delegate and the window the delegate made key.
/// ``DeviceHost/launch(_:on:launchOptions:supportedOrientations:model:traits:)`` binds it
/// while `application(_:didFinishLaunchingWithOptions:)` runs, before the host exists.
///
/// `@unchecked Sendable`: a task-local value must be `Sendable`; it is bound and read on the
/// one task that runs the launch, synchronously, and never crosses to another.
final class ApplicationLaunch: @unchecked Sendable {
  /// The delegate being launched.
  let delegate: any ApplicationDelegate
  /// The device it launches on.
  let device: Device
  /// The window the delegate last made key and visible (`makeKeyAndVisible()`).
  var keyWindow: Window?

  init(delegate: any ApplicationDelegate, device: Device) {
    self.delegate = delegate
    self.device = device
  }

  /// The launch running on this task.
  @TaskLocal static var current: ApplicationLaunch?
}
