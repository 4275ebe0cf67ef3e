/// The seed's "Designing an Interface Using Constraints", as frame math: labels held to the four
/// corners (`UL`, `UR`, `LL`, `LR`), "Left" and "Right" held to the side edges and centred
/// vertically, and `UL`/`UR` stretched into a full-width header of two equally wide labels
/// with the standard 8-pt spacing between them. Everything is measured from the layout
/// margins (the safe area inset by 8 pt), so it holds in every orientation and on every device.
public final class LayoutViewController: ViewController {
  /// Upper left: the header's leading half.
  public let upperLeft = LayoutViewController.label("UL", color: "#FFD60A")
  /// Upper right: the header's trailing half.
  public let upperRight = LayoutViewController.label("UR", color: "#FF9F0A")
  /// Lower left corner.
  public let lowerLeft = LayoutViewController.label("LL", color: "#64D2FF")
  /// Lower right corner.
  public let lowerRight = LayoutViewController.label("LR", color: "#BF5AF2")
  /// Held to the leading edge, centred vertically.
  public let left = LayoutViewController.label("Left", color: "#30D158")
  /// Held to the trailing edge, centred vertically.
  public let right = LayoutViewController.label("Right", color: "#FF6961")

  /// The size of every label but the header's two.
  public static let labelSize = CGSize(width: 80, height: 44)
  /// The standard spacing between sibling views.
  public static let standardSpacing: CGFloat = 8

  /// Creates the controller.
  public override init() {}

  public override func viewDidLoad() {
    view.backgroundColor = .white
    for label in [upperLeft, upperRight, lowerLeft, lowerRight, left, right] {
      view.addSubview(label)
    }
  }

  /// Corners, sides and the header, from the margins guide.
  public override func updateInterface() {
    let size = Self.labelSize
    // The header: both upper labels at the top, equal widths, margin to margin.
    upperLeft.pin.top(from: .margins).height(size.height)
    upperRight.pin.top(from: .margins).height(size.height)
    distribute(
      [upperLeft, upperRight], along: .horizontal, in: Pin.Guide.margins.frame(in: view),
      gaps: .fixed(Self.standardSpacing, fillEqually: true))

    lowerLeft.pin.bottomLeading(from: .margins).size(size)
    lowerRight.pin.bottomTrailing(from: .margins).size(size)
    left.pin.leading(from: .margins).vCenter(from: .margins).size(size)
    right.pin.trailing(from: .margins).vCenter(from: .margins).size(size)
  }

  private static func label(_ name: String, color: String) -> Label {
    let label = Label()
    label.text = name
    label.identifier = name
    label.textAlignment = .center
    label.backgroundColor = Color(hex: color)
    return label
  }
}
