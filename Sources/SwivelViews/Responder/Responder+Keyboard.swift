extension Responder {
  /// Posted before the keyboard shows (`UIResponder.keyboardWillShowNotification`). Swivel
  /// has no keyboard and never posts it; the name is here for code that observes it.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed (`keyboardDidShowNotification`); never posted by Swivel.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides (`keyboardWillHideNotification`); never posted by Swivel.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid (`keyboardDidHideNotification`); never posted by Swivel.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (`keyboardWillChangeFrameNotification`);
  /// never posted by Swivel.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (`keyboardDidChangeFrameNotification`); never
  /// posted by Swivel.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The `userInfo` key of the keyboard's frame at the start (`keyboardFrameBeginUserInfoKey`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the keyboard's frame at the end (`keyboardFrameEndUserInfoKey`).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the animation's duration (`keyboardAnimationDurationUserInfoKey`).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The `userInfo` key of the animation's curve (`keyboardAnimationCurveUserInfoKey`).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The `userInfo` key saying whether the keyboard belongs to this app
  /// (`keyboardIsLocalUserInfoKey`).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
