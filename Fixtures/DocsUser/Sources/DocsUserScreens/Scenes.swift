public import Swivel
import SwivelUIKit

/// The screens this package documents.
public let scenes = [
  Scene("Login", summary: "The sign-in form: stacked in portrait, two columns in landscape.") {
    LoginViewController()
  },
  Scene(
    "Settings",
    summary:
      "Switches, a segmented control and a slider in stack views, written with UIKit's names."
  ) {
    SettingsViewController()
  },
  Scene(
    "Profile",
    summary:
      "A navigation stack with a bundled image, a shadowed card and attributed text, in UIKit's names."
  ) {
    UINavigationController(rootViewController: ProfileViewController())
  },
]
