// Written as a frame-layout screen is on iOS; only the import differs (`import UIKit`).
import SwivelUIKit

final class SignInViewController: UIViewController {
  let titleLabel = UILabel()
  let emailField = UITextField()
  let rememberLabel = UILabel()
  let rememberSwitch = UISwitch()
  let signInButton = UIButton(type: .system)
  let footer = UIView()
  private(set) var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    titleLabel.text = "Sign in"
    titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)

    emailField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.font = UIFont.preferredFont(forTextStyle: .body)
    view.addSubview(emailField)

    rememberLabel.text = "Remember me"
    rememberLabel.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    view.addSubview(rememberLabel)
    rememberSwitch.isOn = true
    rememberSwitch.onTintColor = .systemBlue
    view.addSubview(rememberSwitch)

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.setTitleColor(.white, for: .normal)
    signInButton.backgroundColor = .systemBlue
    signInButton.layer.cornerRadius = 8
    emailField.layer.borderColor = UIColor.systemGray4.cgColor
    signInButton.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    view.addSubview(signInButton)

    footer.backgroundColor = UIColor(white: 0.95, alpha: 1)
    footer.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(footer)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let margin: CGFloat = 20
    titleLabel.frame = CGRect(x: margin, y: 60, width: bounds.width - 2 * margin, height: 34)
    emailField.frame = CGRect(
      x: margin, y: titleLabel.frame.maxY + 20, width: bounds.width - 2 * margin, height: 34)
    rememberSwitch.frame.origin = CGPoint(
      x: bounds.width - margin - rememberSwitch.bounds.width, y: emailField.frame.maxY + 16)
    rememberLabel.sizeToFit()
    rememberLabel.center = CGPoint(
      x: margin + rememberLabel.bounds.width / 2, y: rememberSwitch.center.y)
    signInButton.frame = CGRect(
      x: margin, y: rememberSwitch.frame.maxY + 24, width: bounds.width - 2 * margin, height: 44)
  }
}
