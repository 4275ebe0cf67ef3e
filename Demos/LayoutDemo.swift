/// The seed's "Designing an Interface Using Constraints", as frame math: labels held to the four
/// corners (`UL`, `UR`, `LL`, `LR`), "Left" and "Right" held to the side edges and centred
/// vertically, and `UL`/`UR` stretched into a full-width header of two equally wide labels
/// with the standard 8-pt spacing between them. Edges are measured from the root view's layout
/// margins (UIKit's: the safe area inset by 16 pt at the sides in a compact width, 20 pt in a
/// regular one, 0 at the top and bottom), so they hold in every orientation and on every
/// device; "Left" and "Right" are centred on the container's centre, as the seed's "Vertical
/// Center in Container" constraints put them (y = 333.5 on an iPhone 6 in portrait, not the
/// margins' 343.5).
public final class LayoutViewController: ViewController {
  /// Upper left: the header's leading half.
  public let upperLeft = LayoutViewController.label("UL", color: "#FFD60A")
  /// Upper right: the header's trailing half.
  public let upperRight = LayoutViewController.label("UR", color: "#FF9F0A")
  /// Lower left corner.
  public let lowerLeft = LayoutViewController.label("LL", color: "#64D2FF")
  /// Lower right corner.
  public let lowerRight = LayoutViewController.label("LR", color: "#BF5AF2")
  /// Held to the leading margin, centred vertically in the container.
  public let left = LayoutViewController.label("Left", color: "#30D158")
  /// Held to the trailing margin, centred vertically in the container.
  public let right = LayoutViewController.label("Right", color: "#FF6961")

  /// The size of every label but the header's two.
  public static let labelSize = CGSize(width: 80, height: 44)
  /// The standard spacing between sibling views.
  public static let standardSpacing: CGFloat = 8

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    for label in [upperLeft, upperRight, lowerLeft, lowerRight, left, right] {
      view.addSubview(label)
    }
  }

  /// Corners, sides and the header, from the margins guide; the sides centred in the container.
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
    // "Vertical Center in Container": the container's centre, not the margins'.
    left.pin.leading(from: .margins).vCenter().size(size)
    right.pin.trailing(from: .margins).vCenter().size(size)
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
