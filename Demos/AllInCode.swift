/// The seed's "Programmatically Defined Interfaces" example, line by line in Swift: two
/// round-rect buttons and a label created in code, with every frame computed from
/// `view.bounds` for portrait and for landscape. Tapping a button puts its title in the label.
public final class AllInCodeViewController: ViewController {
  /// The upper (portrait) or first (landscape) button, titled "Button A".
  public let buttonA = Button(type: .roundedRect)
  /// The lower button, titled "Button B".
  public let buttonB = Button(type: .roundedRect)
  /// The label that shows "Welcome", then the title of the last button tapped.
  public let theLabel = Label()

  /// Every orientation, upside down included (the seed's project supports all four).
  public override var supportedInterfaceOrientations: InterfaceOrientationMask { .all }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground

    buttonA.setTitle("Button A", for: .normal)
    buttonA.identifier = "buttonA"
    buttonA.addAction(for: .touchUpInside) { [unowned self] _ in buttonPressed(buttonA) }
    view.addSubview(buttonA)

    buttonB.setTitle("Button B", for: .normal)
    buttonB.identifier = "buttonB"
    buttonB.addAction(for: .touchUpInside) { [unowned self] _ in buttonPressed(buttonB) }
    view.addSubview(buttonB)

    theLabel.text = "Welcome"
    theLabel.font = .preferredFont(forTextStyle: .body)  // 17 pt at the default text size
    theLabel.adjustsFontForContentSizeCategory = true
    theLabel.identifier = "theLabel"
    view.addSubview(theLabel)
  }

  /// The seed's `updateInterface`: frames from the bounds, per orientation. Subviews are
  /// created once in `viewDidLoad`, so re-laying out never duplicates them.
  public override func updateInterface() {
    let width = view.bounds.size.width
    let height = view.bounds.size.height
    // The seed's 20 pt (a 17-pt line fits it, as on iOS), or more when Dynamic Type makes the
    // text larger than that.
    let fitted = theLabel.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
      .height
    let labelHeight = theLabel.font.pointSize > 17 ? max(20, fitted) : 20
    if interfaceOrientation.isLandscape {
      buttonA.frame = CGRect(x: 20, y: 60, width: width - 40, height: height / 2 - 40)
      buttonB.frame = CGRect(x: 20, y: height / 2 + 30, width: width - 40, height: height / 2 - 40)
      theLabel.frame = CGRect(x: width / 2 - 40, y: 20, width: 200, height: labelHeight)
    } else {
      buttonA.frame = CGRect(x: 20, y: 20, width: width - 40, height: height / 2 - 40)
      buttonB.frame = CGRect(x: 20, y: height / 2 + 20, width: width - 40, height: height / 2 - 40)
      theLabel.frame = CGRect(
        x: width / 2 - 40, y: height / 2 - 10, width: 200, height: labelHeight)
    }
  }

  private func buttonPressed(_ sender: Button) {
    theLabel.text = sender.currentTitle
  }
}
