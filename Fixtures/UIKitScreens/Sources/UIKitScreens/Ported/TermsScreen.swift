// A read-only terms screen in the style of app-settings tutorials: a UITextView that fills the
// controller's view (an autoresizing mask keeps it so on rotation), not editable, with
// 16-pt container insets, no line padding, body text and a bold heading built as an
// NSMutableAttributedString. Modelled on the "Terms and Conditions" / "About" screens of
// code-only UIKit tutorials that show static text in a UITextView; rewritten, the UIKit
// shapes kept.
import Foundation
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class TermsViewController: UIViewController {
  let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Terms"
    view.backgroundColor = .systemBackground

    textView.frame = view.bounds
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    textView.isEditable = false
    textView.textContainerInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    textView.textContainer.lineFragmentPadding = 0

    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = NSMutableAttributedString(
      string: "Terms of Use\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
    let paragraphs = [
      "By using this app you agree to these terms. Please read them carefully; they explain what you may do with the app and what we do with the data you give it.",
      "Your account. Keep your password to yourself. You are responsible for what happens under your account, and you can delete it at any time from Settings.",
      "Your content. What you write stays yours. You give us the rights we need to store it, show it to the people you share it with, and back it up.",
      "Changes. We may change these terms; when we do, we will tell you in the app before the new terms apply.",
    ]
    text.append(
      NSAttributedString(
        string: paragraphs.joined(separator: "\n\n"),
        attributes: [.font: body, .foregroundColor: UIColor.secondaryLabel]))
    textView.attributedText = text
    view.addSubview(textView)
  }
}
