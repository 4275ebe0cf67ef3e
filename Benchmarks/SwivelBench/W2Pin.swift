import SwivelSnapshotTesting

/// W2 written with `pin` chains instead of frame assignments: the same frames (pixel snapping
/// off, so the S1/S2 checksums verify them), to measure what a chain costs over assigning a
/// frame. Uses only calls that older Swivel versions have, so the figure compares across them.
final class PinFeedViewController: ViewController {
  let feed: FeedViewController

  init(count: Int) {
    feed = FeedViewController(count: count)
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
    feed.column.pin.pixelSnapping(false).top().left().width(w).height(h * CGFloat(feed.cells.count))
    for (i, cell) in feed.cells.enumerated() {
      cell.cell.pin.pixelSnapping(false).top(CGFloat(i) * h).left().right().height(h)
      cell.avatar.pin.pixelSnapping(false).topLeft(8).size(CGSize(width: 40, height: 40))
      cell.name.pin.pixelSnapping(false).top(8).left(56).right(96).height(20)
      cell.date.pin.pixelSnapping(false).top(8).right(8).width(80).height(20)
      cell.body.pin.pixelSnapping(false).top(56).horizontally(8).height(60)
      cell.image.pin.pixelSnapping(false).top(124).horizontally(8).height(k)
      cell.actions.pin.pixelSnapping(false).top(132 + k).horizontally(8).height(30)
      for (j, button) in cell.buttons.enumerated() {
        button.pin.pixelSnapping(false).top().left(CGFloat(j) * (b + 8)).width(b).height(30)
      }
    }
  }
}
