import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// Runs `body` with a fresh warning sink bound for the current task and returns the sink.
func collectingLayoutWarnings(_ body: () throws -> Void) rethrows -> LayoutWarningSink {
  let sink = LayoutWarningSink()
  try LayoutWarningSink.$current.withValue(sink) { try body() }
  return sink
}

/// A superview (`View#root`, 400 × 600 by default) holding a subview `View#box`, optionally in
/// a window at `scale`; outside a window frames snap to whole points.
///
/// A view does not retain its superview (the link is unretained, and the superview clears it
/// when it goes away: see `ParentLink`), so a test keeps the scene (usually as a stored
/// property of its suite, fresh for every test) for as long as it lays out.
final class LayoutScene {
  let window: Window?
  let superview: View
  let box: View

  init(size: CGSize = CGSize(width: 400, height: 600), scale: CGFloat? = nil, start: CGRect = .zero)
  {
    superview = View(frame: CGRect(origin: .zero, size: size))
    superview.identifier = "root"
    window = scale.map { Window(frame: CGRect(origin: .zero, size: size), scale: $0) }
    window?.addSubview(superview)
    box = View(frame: start)
    box.identifier = "box"
    superview.addSubview(box)
  }

  /// Adds another subview of the superview.
  @discardableResult
  func add(_ frame: CGRect, identifier: String? = nil) -> View {
    let view = View(frame: frame)
    view.identifier = identifier
    superview.addSubview(view)
    return view
  }
}

/// Stand-in content with simple, hand-checkable measurements: twelve 50-pt words in 20-pt
/// lines. Proposed a width it wraps to it (four words a line at 200 pt); proposed only a
/// height it wraps to as many lines as fit; proposed neither it is one 600-pt line.
final class WordBlock: View {
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let words = 12
    let perLine: Int
    if size.width < 10_000 {
      perLine = max(1, min(words, Int(size.width / 50)))
    } else if size.height < 10_000 {
      let lines = max(1, Int(size.height / 20))
      perLine = (words + lines - 1) / lines
    } else {
      perLine = words
    }
    let lines = (words + perLine - 1) / perLine
    return CGSize(width: CGFloat(perLine * 50), height: CGFloat(lines * 20))
  }
}

extension CGRect {
  /// Whether every field is within `tolerance` of `other`'s.
  func isClose(to other: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}
