// A form in a scroll view: a rounded container with a title, fields and a switch that shows an
// extra field, with the next field placed below the last visible one; the scroll view follows
// the keyboard through UIKit's notifications. Modelled on layoutBox/PinLayout,
// Example/PinLayoutSample/UI/Common/BaseFormView.swift and UI/Examples/Form/FormView.swift
// (MIT); rewritten, the UIKit shapes kept.
import Foundation
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

class ExampleFormBaseView: UIView {
  let formScrollView = UIScrollView()
  private var observers: [NSObjectProtocol] = []

  init() {
    super.init(frame: .zero)
    formScrollView.showsVerticalScrollIndicator = false
    formScrollView.keyboardDismissMode = .onDrag
    addSubview(formScrollView)

    // SWIVEL: UIKit code passes `selector: #selector(keyboardWillShow)`; Linux has no selectors,
    // so these are Foundation's block observers.
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        guard
          let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        self?.setFormScrollView(bottomInset: frame.cgRectValue.height)
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        self?.setFormScrollView(bottomInset: 0)
      })
  }

  required init(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    formScrollView.pin.all()
  }

  func didTapScrollView() {
    endEditing(true)
  }

  private func setFormScrollView(bottomInset: CGFloat) {
    formScrollView.contentInset = UIEdgeInsets(
      top: formScrollView.contentInset.top, left: 0, bottom: bottomInset, right: 0)
  }
}

final class FormExampleView: ExampleFormBaseView {
  private let formContainerView = UIView()
  private let formTitleLabel = UILabel()
  let nameField = UITextField()
  let ageSwitch = UISwitch()
  let ageField = UITextField()
  let addressField = UITextField()

  override init() {
    super.init()
    backgroundColor = .white

    formContainerView.backgroundColor = UIColor.exampleBlue.withAlphaComponent(0.3)
    formContainerView.layer.cornerRadius = 5
    formScrollView.addSubview(formContainerView)

    formTitleLabel.text = "A simple form"
    formTitleLabel.font = .boldSystemFont(ofSize: 14)
    formTitleLabel.sizeToFit()
    formContainerView.addSubview(formTitleLabel)

    for (field, placeholder) in [(nameField, "Name"), (ageField, "Age"), (addressField, "Address")]
    {
      field.placeholder = placeholder
      field.layer.borderColor = UIColor.gray.cgColor
      field.layer.borderWidth = 1
      formContainerView.addSubview(field)
    }
    ageField.alpha = 0

    ageSwitch.tintColor = .lightGray
    // SWIVEL: `addTarget(self, action: #selector(didChangeAgeSwitch), for: .valueChanged)`.
    ageSwitch.addAction(
      UIAction { [unowned self] action in didChangeAgeSwitch(uiSwitch: ageSwitch) },
      for: .valueChanged)
    formContainerView.addSubview(ageSwitch)
  }

  required init(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutFormFields()
  }

  private func layoutFormFields() {
    let margin: CGFloat = 12
    formContainerView.pin.top().hCenter().width(100%).maxWidth(400).pinEdges().margin(
      margin, margin, margin)
    formTitleLabel.pin.topCenter().margin(margin)
    nameField.pin.below(of: formTitleLabel).horizontally().height(40).margin(margin)
    ageSwitch.pin.below(of: nameField).horizontally().height(40).margin(margin)
    ageField.pin.below(of: ageSwitch).horizontally().height(40).margin(margin)
    addressField.pin.below(of: visible([ageSwitch, ageField])).horizontally().height(40).margin(
      margin)
    formContainerView.pin.height(addressField.frame.maxY + margin)
    formScrollView.contentSize = formContainerView.frame.size
  }

  func didChangeAgeSwitch(uiSwitch: UISwitch) {
    UIView.animate(withDuration: 0.2) {
      self.ageField.alpha = uiSwitch.isOn ? 1 : 0
      self.layoutFormFields()
    }
  }
}

final class FormExampleViewController: UIViewController {
  var formView: FormExampleView { view as! FormExampleView }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Form"
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = FormExampleView()
  }
}
