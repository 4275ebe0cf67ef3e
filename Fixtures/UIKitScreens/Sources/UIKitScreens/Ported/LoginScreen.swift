// A sign-in screen in the style of "UI in code, no storyboard, no Auto Layout" tutorials: the
// views are made as lazy closures, added in viewDidLoad and framed by hand in
// viewDidLayoutSubviews from the view's bounds and safe area, with a centred column at most
// 400 pt wide; the text fields are rounded, the button is a system button with a corner radius
// and a target-action, the keyboard notifications lift the column, and a tap anywhere ends
// editing through a gesture recogniser that lets the tap through. Modelled on the
// LoginViewController of frame-layout tutorials (e.g. "Building iOS UI programmatically
// without Auto Layout" write-ups); rewritten, the UIKit shapes kept.
import Foundation
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class LoginViewController: UIViewController {
  private(set) var keyboardHeight: CGFloat = 0
  private var observers: [NSObjectProtocol] = []

  lazy var titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Welcome back"
    label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
    label.textAlignment = .center
    return label
  }()

  lazy var subtitleLabel: UILabel = {
    let label = UILabel()
    label.text = "Sign in to continue to your account."
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()

  lazy var emailField: UITextField = {
    let field = UITextField()
    field.placeholder = "Email"
    field.borderStyle = .roundedRect
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    return field
  }()

  lazy var passwordField: UITextField = {
    let field = UITextField()
    field.placeholder = "Password"
    field.borderStyle = .roundedRect
    field.isSecureTextEntry = true
    return field
  }()

  lazy var signInButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Sign In", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 10
    // SWIVEL: `addTarget(self, action: #selector(signInTapped), for: .touchUpInside)` on iOS;
    // Linux has no selectors, so the action is a UIAction.
    button.addAction(UIAction { [weak self] _ in self?.signInTapped() }, for: .touchUpInside)
    return button
  }()

  lazy var forgotButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Forgot password?", for: .normal)
    // SWIVEL: `addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)` on iOS.
    button.addAction(UIAction { [weak self] _ in self?.forgotTapped() }, for: .touchUpInside)
    return button
  }()

  private(set) var signInCount = 0
  private(set) var dismissCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    [titleLabel, subtitleLabel, emailField, passwordField, signInButton, forgotButton].forEach {
      view.addSubview($0)
    }
    // SWIVEL: `UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))` on iOS.
    let tap = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
    // SWIVEL: `addObserver(self, selector: #selector(keyboardWillChange(_:)), name: …)` on iOS.
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] note in
        let frame =
          (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          ?? .zero
        self?.keyboardHeight = frame.height
        self?.view.setNeedsLayout()
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        self?.keyboardHeight = 0
        self?.view.setNeedsLayout()
      })
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let width = min(safe.width - 40, 400)
    let x = safe.midX - width / 2

    let subtitleHeight = ceil(
      subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    let columnHeight: CGFloat = 34 + 8 + subtitleHeight + 32 + 44 + 12 + 44 + 24 + 50 + 8 + 30
    let available = safe.height - keyboardHeight
    var y = safe.minY + max(20, (available - columnHeight) / 2)

    titleLabel.frame = CGRect(x: x, y: y, width: width, height: 34)
    y = titleLabel.frame.maxY + 8
    subtitleLabel.frame = CGRect(x: x, y: y, width: width, height: subtitleHeight)
    y = subtitleLabel.frame.maxY + 32
    emailField.frame = CGRect(x: x, y: y, width: width, height: 44)
    y = emailField.frame.maxY + 12
    passwordField.frame = CGRect(x: x, y: y, width: width, height: 44)
    y = passwordField.frame.maxY + 24
    signInButton.frame = CGRect(x: x, y: y, width: width, height: 50)
    y = signInButton.frame.maxY + 8
    forgotButton.frame = CGRect(x: x, y: y, width: width, height: 30)
  }

  // SWIVEL: `@objc` on iOS, for the selector.
  func forgotTapped() {
    let reset = UINavigationController(rootViewController: ResetPasswordViewController())
    reset.modalPresentationStyle = .fullScreen
    present(reset, animated: true, completion: nil)
  }

  // SWIVEL: `@objc` on iOS, for the selector.
  func dismissKeyboard() {
    dismissCount += 1
    view.endEditing(true)
  }

  // SWIVEL: `@objc` on iOS, for the selector.
  func signInTapped() {
    signInCount += 1
    view.endEditing(true)
  }
}

final class ResetPasswordViewController: UIViewController {
  let messageLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reset Password"
    view.backgroundColor = .systemGroupedBackground
    // SWIVEL: `UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))`.
    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel) {
      [weak self] in
      self?.dismiss(animated: true)
    }
    messageLabel.text =
      "Enter the email address of your account and we will send you a link to choose a new password."
    messageLabel.numberOfLines = 0
    messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
    view.addSubview(messageLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
    let height = ceil(
      messageLabel.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height
    )
    messageLabel.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
  }
}
