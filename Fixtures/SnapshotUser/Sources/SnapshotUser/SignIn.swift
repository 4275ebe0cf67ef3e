import Swivel

/// A sign-in form: a title over a button. The `changed` form is what an edit might make of it:
/// the button 8 pt lower and the title reworded.
public func makeSignIn(changed: Bool = false) -> View {
  let form = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  form.backgroundColor = .white
  let title = Label(frame: CGRect(x: 20, y: 16, width: 160, height: 24))
  title.identifier = "title"
  title.text = changed ? "Log in" : "Sign in"
  let button = Button(type: .system)
  button.identifier = "signIn"
  button.setTitle("Continue", for: .normal)
  button.frame = CGRect(x: 20, y: changed ? 68 : 60, width: 160, height: 36)
  button.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
  form.addSubview(title)
  form.addSubview(button)
  return form
}
