public import Swivel

/// A sign-in screen: a title, two fields and a button, stacked in portrait and split in two
/// columns in landscape.
public final class LoginViewController: ViewController {
  let titleLabel = Label()
  let email = Label()
  let password = Label()
  let signIn = Button(type: .system)

  public override func viewDidLoad() {
    view.backgroundColor = .white
    titleLabel.text = "Sign in"
    titleLabel.font = .boldSystemFont(ofSize: 24)
    email.text = "Email"
    password.text = "Password"
    for field in [email, password] {
      field.backgroundColor = Color(RGBA8(r: 242, g: 242, b: 247))
    }
    signIn.setTitle("Sign in", for: .normal)
    for subview in [titleLabel, email, password, signIn] { view.addSubview(subview) }
  }

  public override func updateInterface() {
    let bounds = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
    titleLabel.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 30)
    let top = titleLabel.frame.maxY + 20
    if bounds.width > bounds.height {
      let half = (bounds.width - 20) / 2
      email.frame = CGRect(x: bounds.minX, y: top, width: half, height: 40)
      password.frame = CGRect(x: bounds.minX + half + 20, y: top, width: half, height: 40)
      signIn.frame = CGRect(x: bounds.minX, y: top + 60, width: bounds.width, height: 44)
    } else {
      email.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: 40)
      password.frame = CGRect(x: bounds.minX, y: top + 50, width: bounds.width, height: 40)
      signIn.frame = CGRect(x: bounds.minX, y: top + 110, width: bounds.width, height: 44)
    }
  }
}
