import SwivelSnapshotTesting

/// W2 written with `pin` chains instead of frame assignments: the same frames (with pixel
/// snapping off, so the S1/S2 checksums verify them), to measure what a chain costs over
/// assigning a frame; with snapping on (the default) every edge lands on the screen's pixel
/// grid instead. Uses only calls that older Swivel versions have, so the figure compares across
/// them.
final class PinFeedViewController: ViewController {
  let feed: FeedViewController
  let snapping: Bool

  init(count: Int, snapping: Bool = false) {
    feed = FeedViewController(count: count)
    self.snapping = snapping
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.addSubview(feed.column)
    for cell in feed.cells {
      for child in [cell.avatar, cell.name, cell.date, cell.body, cell.image, cell.actions] {
        cell.cell.addSubview(child)
      }
      for button in cell.buttons { cell.actions.addSubview(button) }
      feed.column.addSubview(cell.cell)
    }
  }

  override func updateInterface() {
    let w = view.bounds.width
    let k = (w - 16) * 9 / 16
    let b = (w - 32) / 3
    let h = 170 + k
    feed.column.pin.pixelSnapping(snapping).top().left().width(w).height(
      h * CGFloat(feed.cells.count))
    for (i, cell) in feed.cells.enumerated() {
      cell.cell.pin.pixelSnapping(snapping).top(CGFloat(i) * h).left().right().height(h)
      cell.avatar.pin.pixelSnapping(snapping).topLeft(8).size(CGSize(width: 40, height: 40))
      cell.name.pin.pixelSnapping(snapping).top(8).left(56).right(96).height(20)
      cell.date.pin.pixelSnapping(snapping).top(8).right(8).width(80).height(20)
      cell.body.pin.pixelSnapping(snapping).top(56).horizontally(8).height(60)
      cell.image.pin.pixelSnapping(snapping).top(124).horizontally(8).height(k)
      cell.actions.pin.pixelSnapping(snapping).top(132 + k).horizontally(8).height(30)
      for (j, button) in cell.buttons.enumerated() {
        button.pin.pixelSnapping(snapping).top().left(CGFloat(j) * (b + 8)).width(b).height(30)
      }
    }
  }
}

extension FeedViewController {
  /// Whether every view's frame lies on the pixel grid of `scale` (what snapped chains give).
  func framesOnPixelGrid(scale: CGFloat) -> Bool {
    func onGrid(_ value: CGFloat) -> Bool { (value * scale).rounded() == value * scale }
    var views: [View] = [column]
    for cell in cells {
      views +=
        [cell.cell, cell.avatar, cell.name, cell.date, cell.body, cell.image, cell.actions]
        + cell.buttons
    }
    return views.allSatisfy { view in
      let frame = view.frame
      return onGrid(frame.minX) && onGrid(frame.minY) && onGrid(frame.width) && onGrid(frame.height)
    }
  }
}
