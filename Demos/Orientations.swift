/// The seed's "Choosing Your View Orientations": a "This way up" label near the top of a
/// controller that allows only portrait and landscape-left (the phone turned 90° clockwise).
/// Turned any other way, the interface stays where it was.
public final class OrientationsViewController: ViewController {
  /// The label, identifier `thisWayUp`.
  public let thisWayUp = Label()

  /// Portrait and landscape-left only.
  public override var supportedInterfaceOrientations: InterfaceOrientationMask {
    [.portrait, .landscapeLeft]
  }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    thisWayUp.identifier = "thisWayUp"
    thisWayUp.text = "This way up"
    thisWayUp.font = .boldSystemFont(ofSize: 24)
    thisWayUp.textAlignment = .center
    view.addSubview(thisWayUp)
  }

  /// Centred horizontally, 20 pt below the top of the safe area.
  public override func updateInterface() {
    let size = thisWayUp.sizeThatFits(.zero)
    let top = view.safeAreaInsets.top + 20
    thisWayUp.frame = CGRect(
      x: ((view.bounds.width - size.width) / 2).rounded(), y: top, width: size.width,
      height: size.height)
  }
}
