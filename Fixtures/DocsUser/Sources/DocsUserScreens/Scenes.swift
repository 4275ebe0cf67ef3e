public import Swivel

/// The screens this package documents.
public let scenes = [
  Scene("Login", summary: "The sign-in form: stacked in portrait, two columns in landscape.") { LoginViewController() },
]
