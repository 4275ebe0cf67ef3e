/// Masonry's "Simple Squares": a blue and a pink square, 20 pt from the superview's top, left
/// and right edges, equally wide, 20 pt apart, each as tall as it is wide.
///
/// As in the seed, the squares are held to the superview's edges, not to its safe area, so on a
/// notched iPhone they run under the sensor housing. Unlike the seed, they never run past the
/// bottom edge: on a wide, short screen (an iPhone X in landscape, where the seed's constraints
/// give 376-pt squares in a 375-pt-high view) they shrink to the height left under the top
/// padding and the bottom padding (335 pt) and the pair is centred, as `LayoutAudit` asked.
public final class SquaresViewController: ViewController {
  /// The left square, identifier `blueSquareView`.
  public let blueSquareView = View()
  /// The right square, identifier `pinkSquareView`.
  public let pinkSquareView = View()

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
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
    let bounds = view.bounds.inset(by: EdgeInsets(all: padding))
    // As wide as the seed makes them, unless the view is too short for squares that wide.
    let side = min((bounds.width - padding) / 2, bounds.height)
    let used = 2 * side + padding
    let row = CGRect(x: bounds.midX - used / 2, y: bounds.minY, width: used, height: bounds.height)
    distribute(squares, along: .horizontal, in: row, gaps: .fixed(padding, fillEqually: true))
    // Each as tall as the distribution made it wide.
    for square in squares {
      square.pin.top(padding).width(square.frame.width).aspectRatio(1)
    }
  }
}
