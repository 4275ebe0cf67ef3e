import ArgumentParser

/// How a screen is presented: shared by every command that shows a screen, so `dump` describes
/// exactly the render it belongs to.
struct PresentationOptions: ParsableArguments {
  @Flag(help: "Turn the image so the interface is upright, as a person holding the device sees it.")
  var asHeld = false

  @Flag(help: "Leave the status bar out.")
  var noStatusBar = false

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false
}
