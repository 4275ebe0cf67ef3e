import SwivelSnapshotTesting

/// W2 "feed" (shared/bench/workloads.md): N cells of 10 views in a column; every frame is set
/// in `updateInterface` from the column's width.
final class FeedViewController: ViewController {
  /// One cell's views. A class, as a user would write it: iterating an array of structs of ten
  /// references would copy (retain and release) all ten for every cell.
  final class Cell {
    let cell = View(), avatar = View(), name = View(), date = View(), body = View(), image = View()
    let actions = View()
    let buttons = [View(), View(), View()]
  }

  let column = View()
  let cells: [Cell]

  init(count: Int) {
    cells = (0..<count).map { _ in Cell() }
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.addSubview(column)
    for cell in cells {
      for child in [cell.avatar, cell.name, cell.date, cell.body, cell.image, cell.actions] {
        cell.cell.addSubview(child)
      }
      for button in cell.buttons { cell.actions.addSubview(button) }
      column.addSubview(cell.cell)
    }
  }

  override func updateInterface() {
    let w = view.bounds.width
    let k = (w - 16) * 9 / 16
    let b = (w - 32) / 3
    let h = 170 + k
    column.frame = CGRect(x: 0, y: 0, width: w, height: h * CGFloat(cells.count))
    for (i, cell) in cells.enumerated() {
      cell.cell.frame = CGRect(x: 0, y: CGFloat(i) * h, width: w, height: h)
      cell.avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
      cell.name.frame = CGRect(x: 56, y: 8, width: w - 152, height: 20)
      cell.date.frame = CGRect(x: w - 88, y: 8, width: 80, height: 20)
      cell.body.frame = CGRect(x: 8, y: 56, width: w - 16, height: 60)
      cell.image.frame = CGRect(x: 8, y: 124, width: w - 16, height: k)
      cell.actions.frame = CGRect(x: 8, y: 132 + k, width: w - 16, height: 30)
      for (j, button) in cell.buttons.enumerated() {
        button.frame = CGRect(x: CGFloat(j) * (b + 8), y: 0, width: b, height: 30)
      }
    }
  }

  /// S1 and S2 over the 10·N frames in column coordinates, canonical order.
  func checksums() -> (s1: Double, s2: Double) {
    var s1 = 0.0, s2 = 0.0, index = 0.0
    func add(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) {
      let s = Double(r.minX + dx + r.minY + dy + r.width + r.height)
      index += 1
      s1 += s
      s2 += index * s
    }
    for cell in cells {
      let origin = cell.cell.frame.origin
      add(cell.cell.frame, 0, 0)
      for child in [cell.avatar, cell.name, cell.date, cell.body, cell.image, cell.actions] {
        add(child.frame, origin.x, origin.y)
      }
      let actions = cell.actions.frame.origin
      for button in cell.buttons { add(button.frame, origin.x + actions.x, origin.y + actions.y) }
    }
    return (s1, s2)
  }
}

/// The floor: the same frames computed into plain structs, nothing shared between cells.
struct PlainFeed {
  var frames: [CGRect]

  init(count: Int) {
    frames = [CGRect](repeating: .zero, count: count * 10)
  }

  mutating func layout(width w: CGFloat) {
    let k = (w - 16) * 9 / 16, b = (w - 32) / 3, h = 170 + k
    frames.withUnsafeMutableBufferPointer { out in
      for i in 0..<(out.count / 10) {
        let y = CGFloat(i) * h, base = i * 10
        out[base] = CGRect(x: 0, y: y, width: w, height: h)
        out[base + 1] = CGRect(x: 8, y: y + 8, width: 40, height: 40)
        out[base + 2] = CGRect(x: 56, y: y + 8, width: w - 152, height: 20)
        out[base + 3] = CGRect(x: w - 88, y: y + 8, width: 80, height: 20)
        out[base + 4] = CGRect(x: 8, y: y + 56, width: w - 16, height: 60)
        out[base + 5] = CGRect(x: 8, y: y + 124, width: w - 16, height: k)
        out[base + 6] = CGRect(x: 8, y: y + 132 + k, width: w - 16, height: 30)
        for j in 0..<3 {
          out[base + 7 + j] = CGRect(
            x: 8 + CGFloat(j) * (b + 8), y: y + 132 + k, width: b, height: 30)
        }
      }
    }
  }
}

/// The workloads file's checksums, and a loud failure when a layout does not reproduce them.
enum W2Checksums {
  static let expected: [String: (s1: Double, s2: Double)] = [
    "100@375": (18_938_668.75, 12_578_250_844.7917),
    "100@667": (27_401_193.75, 18_182_508_598.9583),
    "1000@375": (1_863_105_437.5, 12_415_937_586_572.9167),
    "1000@667": (2_686_855_687.5, 17_903_850_851_614.5833),
  ]

  static func verify(_ actual: (s1: Double, s2: Double), count: Int, width: Int) {
    guard let want = expected["\(count)@\(width)"] else {
      fatalError("no checksum for N=\(count) W=\(width)")
    }
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * abs(b) }
    guard close(actual.s1, want.s1), close(actual.s2, want.s2) else {
      fatalError(
        "W2 checksum mismatch for N=\(count) W=\(width): S1 \(actual.s1) (want \(want.s1)), S2 \(actual.s2) (want \(want.s2))"
      )
    }
  }

  static func plain(_ feed: PlainFeed) -> (s1: Double, s2: Double) {
    var s1 = 0.0, s2 = 0.0
    for (i, r) in feed.frames.enumerated() {
      let s = Double(r.minX + r.minY + r.width + r.height)
      s1 += s
      s2 += Double(i + 1) * s
    }
    return (s1, s2)
  }
}
