/// The seed's "Orientation specific layouts": a content view filling its superview with three
/// squares, stacked when the view is taller than wide and in a row when it is wider than tall.
/// The arrangement is switched in `viewWillTransition(to:)`, from the size the view is about to
/// have, as the seed does.
public final class OrientationSpecificViewController: ViewController {
  /// How the squares are arranged.
  public enum Arrangement: Sendable, Equatable {
    /// One above the other (taller than wide).
    case column
    /// Side by side (wider than tall).
    case row
  }

  /// The view that fills the root view and holds the squares.
  public let contentView = View()
  /// The squares, identifiers `square1` … `square3`.
  public let squares: [View] = [View(), View(), View()]
  /// The current arrangement; nil until the first size is known.
  public private(set) var arrangement: Arrangement?

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    contentView.backgroundColor = .secondarySystemBackground
    view.addSubview(contentView)
    let colors: [Color] = [.systemPink, .systemGreen, .systemBlue]
    for (index, square) in squares.enumerated() {
      square.identifier = "square\(index + 1)"
      square.backgroundColor = colors[index]
      square.cornerRadius = 12
      contentView.addSubview(square)
    }
  }

  /// The seed's switch: choose the arrangement for the size the view is about to have.
  public override func viewWillTransition(to size: CGSize) {
    arrangement = size.width > size.height ? .row : .column
  }

  /// Frames for the current arrangement: squares as large as fit with 20-pt gaps, centred.
  public override func updateInterface() {
    contentView.frame = view.bounds
    let bounds = contentView.bounds.inset(by: view.safeAreaInsets)
    let arrangement = self.arrangement ?? (bounds.width > bounds.height ? .row : .column)
    self.arrangement = arrangement
    let gap: CGFloat = 20
    let count = CGFloat(squares.count)
    switch arrangement {
    case .column:
      let side = min(bounds.width - 2 * gap, (bounds.height - (count + 1) * gap) / count).rounded(
        .down)
      let top =
        bounds.minY + ((bounds.height - count * side - (count - 1) * gap) / 2).rounded(.down)
      for (index, square) in squares.enumerated() {
        square.frame = CGRect(
          x: bounds.minX + ((bounds.width - side) / 2).rounded(.down),
          y: top + CGFloat(index) * (side + gap), width: side, height: side)
      }
    case .row:
      let side = min(bounds.height - 2 * gap, (bounds.width - (count + 1) * gap) / count).rounded(
        .down)
      let left =
        bounds.minX + ((bounds.width - count * side - (count - 1) * gap) / 2).rounded(.down)
      for (index, square) in squares.enumerated() {
        square.frame = CGRect(
          x: left + CGFloat(index) * (side + gap),
          y: bounds.minY + ((bounds.height - side) / 2).rounded(.down), width: side, height: side)
      }
    }
  }
}
