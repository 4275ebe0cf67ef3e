// The screen the README's and the articles' `Scene("Login", ...)` samples name.
public import Swivel

/// A sign-in screen: a title and a button.
public final class LoginViewController: ViewController {
  let titleLabel = Label()
  let signIn = Button(type: .system)

  public override func viewDidLoad() {
    view.backgroundColor = .white
    titleLabel.text = "Sign in"
    signIn.setTitle("Sign in", for: .normal)
    view.addSubview(titleLabel)
    view.addSubview(signIn)
  }

  public override func updateInterface() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    titleLabel.frame = CGRect(
      x: safe.minX + 20, y: safe.minY + 20, width: safe.width - 40, height: 30)
    signIn.frame = CGRect(x: safe.minX + 20, y: safe.minY + 70, width: safe.width - 40, height: 44)
  }
}
