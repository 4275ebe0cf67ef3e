// A fragment of a view controller: the sample is one of its methods, and the views it names are
// declared here and added in viewDidLoad (`column` is a rectangle of the root view, as in
// Demos/Restructure.swift).
import Swivel

final class SampleController: ViewController {
  let headerView = View(), pictureView = ImageView(), likesView = Label()
  let header = View(), picture = ImageView(), likes = Label()
  let buttons = [Button(type: .system), Button(type: .system), Button(type: .system)]
  let okButton = Button(type: .system), cancelButton = Button(type: .system)

  override func viewDidLoad() {
    for subview in [
      headerView, pictureView, likesView, header, picture, likes, okButton, cancelButton,
    ] + buttons {
      view.addSubview(subview)
    }
  }

  var column: CGRect {
    CGRect(x: view.bounds.maxX - 100, y: 0, width: 100, height: view.bounds.height)
  }

  // {{sample}}
}
