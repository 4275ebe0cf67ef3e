import Foundation
import SwivelSnapshotTesting

// Workloads whose cost must grow linearly with their size: each is measured at two sizes in
// one run, and the note gives the ratio of the two times against the ratio of the sizes
// (about 2× for twice the work when the growth is linear, about 4× when it is quadratic).

/// A text of `words` words, each highlighted by its own `addAttributes` call (a search
/// result's highlighting): `2 × words` attribute runs, then shown by a 375×667 label, laid
/// out and rendered at scale 1.
func highlightedTextWorkload(words: Int) throws {
  let word = "result "
  var text = AttributedText(
    String(repeating: word, count: words), attributes: TextAttributes(font: .systemFont(ofSize: 13))
  )
  let highlight = TextAttributes(foregroundColor: .systemRed, underlineStyle: .single)
  for index in 0..<words {
    let start = index * word.utf16.count
    text.addAttributes(highlight, range: start..<(start + word.utf16.count - 1))
  }
  guard text.runs.count == 2 * words else {
    fatalError("expected \(2 * words) runs, found \(text.runs.count)")
  }
  let label = Label(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  label.numberOfLines = 0
  label.attributedText = text
  _ = try label.renderImage(scale: 1)
}

/// `pushes` controllers pushed on a navigation controller shown in a window, then half of
/// them popped, and the window laid out.
func navigationWorkload(pushes: Int) {
  let navigation = NavigationController(rootViewController: ViewController())
  let window = Window(rootViewController: navigation, device: .iphone6)
  window.layoutIfNeeded()
  for index in 0..<pushes {
    let controller = ViewController()
    controller.title = "Level \(index)"
    navigation.pushViewController(controller, animated: false)
  }
  for _ in 0..<(pushes / 2) { navigation.popViewController(animated: false) }
  window.layoutIfNeeded()
  guard navigation.viewControllers.count == pushes - pushes / 2 + 1 else {
    fatalError("the stack has the wrong depth")
  }
}

/// `5000` → `5k`; other counts as they are.
func thousands(_ count: Int) -> String {
  count % 1_000 == 0 ? "\(count / 1_000)k" : "\(count)"
}

/// Measures `workload` at a small and a large size and adds both rows; the large one's note
/// compares the growth of the time with the growth of the size.
func addGrowthRows(
  to report: inout Report, _ name: (Int) -> String, sizes: (small: Int, large: Int),
  _ workload: (Int) throws -> Void
) rethrows {
  let small = try measure(name(sizes.small), samples: 5, sampleSeconds: 0.2) {
    try workload(sizes.small)
  }
  var large = try measure(name(sizes.large), samples: 5, sampleSeconds: 0.2) {
    try workload(sizes.large)
  }
  large.note = String(
    format: "%.1f× the time for %.0f× the size (linear: %.0f×)", large.median / small.median,
    Double(sizes.large) / Double(sizes.small), Double(sizes.large) / Double(sizes.small))
  report.add(small, target: "", limit: nil)
  report.add(
    large, target: "linear growth",
    met: large.median / small.median <= 1.5 * Double(sizes.large) / Double(sizes.small))
}

/// An audio waveform: a view whose `draw(_:)` strokes one polyline of `points` points.
final class WaveformView: View {
  let points: Int

  init(points: Int) {
    self.points = points
    super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let path = BezierPath()
    for index in 0..<points {
      let x = CGFloat(index) * rect.width / CGFloat(points)
      let y = 50 + 45 * sin(CGFloat(index) * 0.37) * cos(CGFloat(index) * 0.011)
      if index == 0 {
        path.move(to: CGPoint(x: x, y: y))
      } else {
        path.addLine(to: CGPoint(x: x, y: y))
      }
    }
    Color.systemBlue.setStroke()
    path.lineWidth = 1
    path.stroke()
  }
}

/// A `points`-point waveform drawn in `draw(_:)` and rendered at scale 2.
func waveformWorkload(points: Int) throws {
  _ = try WaveformView(points: points).renderImage(scale: 2)
}
