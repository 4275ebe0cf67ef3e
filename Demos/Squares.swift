/// Masonry's "Simple Squares": a blue and a pink square, 20 pt from the superview's top, left
/// and right edges, equally wide, 20 pt apart, each as tall as it is wide.
///
/// As in the seed, the squares are held to the superview's edges, not to its safe area, so on a
/// notched iPhone they run under the sensor housing, and nothing holds them above the bottom
/// edge: on a wide, short screen (an iPhone X in landscape: 376-pt squares in a 375-pt-high
/// view) they run past it, exactly as the seed's constraints would.
public final class SquaresViewController: ViewController {
  /// The left square, identifier `blueSquareView`.
  public let blueSquareView = View()
  /// The right square, identifier `pinkSquareView`.
  public let pinkSquareView = View()

  /// Creates the controller.
  public override init() {}

  public override func viewDidLoad() {
    view.backgroundColor = .white
    blueSquareView.identifier = "blueSquareView"
    blueSquareView.backgroundColor = .systemBlue
    pinkSquareView.identifier = "pinkSquareView"
    pinkSquareView.backgroundColor = .systemPink
    view.addSubview(blueSquareView)
    view.addSubview(pinkSquareView)
  }

  /// Equal widths 20 pt apart across the superview less 20 pt each side, then squares.
  public override func updateInterface() {
    let padding: CGFloat = 20
    let squares = [blueSquareView, pinkSquareView]
    let row = view.bounds.inset(by: EdgeInsets(all: padding))
    distribute(squares, along: .horizontal, in: row, gaps: .fixed(padding, fillEqually: true))
    for square in squares {
      square.pin.top(padding).aspectRatio(1)
    }
  }
}
