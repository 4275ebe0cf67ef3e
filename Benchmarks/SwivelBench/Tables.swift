import Foundation
import SwivelDemos
import SwivelSnapshotTesting

/// A plain table of `rows` fixed-height rows, each a default cell with a title and a chevron.
final class BenchTableController: TableViewController {
  let rows: Int

  init(rows: Int) {
    self.rows = rows
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    // Six digits in both tables, so that both draw text of the same length.
    cell.textLabel?.text = "Row " + String(format: "%06d", indexPath.row)
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// Adds the table rows: a 100,000-row table scrolled to its middle against a 20-row table in
/// the same run, each scrolled back and forth by 200 pt (so cells leave, return to the queue and
/// come back for new rows), laid out and rendered on an iPhone 6. As on iOS only the visible
/// rows have cells, so the two should cost about the same.
func addTableRows(to report: inout Report) throws {
  func workload(rows: Int) throws -> () -> Void {
    let controller = BenchTableController(rows: rows)
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    let table: TableView = controller.tableView
    let middle = table.rectForRow(at: IndexPath(row: rows / 2, section: 0)).minY
    let range = table.contentOffsetRange
    let offsets = [min(middle, range.max.y - 200), min(middle, range.max.y - 200) + 200]
    var turn = 0
    return {
      turn += 1
      table.contentOffset = CGPoint(x: 0, y: offsets[turn % 2])
      _ = try? window.renderImage()
    }
  }
  let small = try workload(rows: 20)
  let large = try workload(rows: 100_000)
  let baseline = measure("table, 20 rows: scroll 200 pt + layout + render (baseline)", small)
  var figure = measure("table, 100,000 rows, at its middle: scroll 200 pt + layout + render", large)
  figure.note = String(format: "%.2f× the 20-row table", figure.median / baseline.median)
  report.add(figure, target: "≤ 1.5× the 20-row table", met: figure.median <= 1.5 * baseline.median)
  report.add(baseline, target: "baseline", limit: nil)
}
