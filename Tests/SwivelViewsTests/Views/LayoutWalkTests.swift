import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A view that writes its name into a shared log when it lays out.
private final class LoggingView: View {
  let name: String
  let log: Log
  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() { log.entries.append(name) }
}

private final class Log {
  var entries: [String] = []
}

/// A view whose class overrides `frame`, as UIKit code does: it records every rectangle set.
private final class FrameRecordingView: View {
  var framesSet: [CGRect] = []
  override var frame: CGRect {
    get { super.frame }
    set {
      framesSet.append(newValue)
      super.frame = newValue
    }
  }
}

/// A controller that sets a two-level tree's frames from its width in `updateInterface`, as
/// the W2 feed does: `column → [cell0, cell1] → [label, row → [button]]`, every width
/// following the view's.
private final class TreeController: ViewController {
  let log = Log()
  lazy var column = LoggingView("column", log: log)
  lazy var cells = [LoggingView("cell0", log: log), LoggingView("cell1", log: log)]
  lazy var labels = [LoggingView("label0", log: log), LoggingView("label1", log: log)]
  lazy var rows = [LoggingView("row0", log: log), LoggingView("row1", log: log)]
  let buttons = [FrameRecordingView(), FrameRecordingView()]

  override func viewDidLoad() {
    view.addSubview(column)
    for i in 0..<2 {
      column.addSubview(cells[i])
      cells[i].addSubview(labels[i])
      cells[i].addSubview(rows[i])
      rows[i].addSubview(buttons[i])
    }
  }

  override func updateInterface() {
    let w = view.bounds.width
    column.frame = CGRect(x: 0, y: 0, width: w, height: 200)
    for i in 0..<2 {
      cells[i].frame = CGRect(x: 0, y: CGFloat(i) * 100, width: w, height: 100)
      labels[i].frame = CGRect(x: 8, y: 8, width: w - 16, height: 20)
      rows[i].frame = CGRect(x: 8, y: 40, width: w - 16, height: 30)
      buttons[i].frame = CGRect(x: 0, y: 0, width: (w - 16) / 2, height: 30)
    }
  }
}

/// The layout pass's walk: the views whose size changed lay out parents first, siblings in
/// order, each subtree before the next sibling; overrides of `frame` run wherever frames are set.
@Suite struct LayoutWalkTests {
  @Test func aRotationLaysOutTheResizedViewsParentsFirstInTreeOrder() {
    let controller = TreeController()
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    controller.log.entries = []
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    // Depth first, parents before children, siblings in subview order; the buttons are
    // FrameRecordingViews and log nothing.
    #expect(
      controller.log.entries == ["column", "cell0", "label0", "row0", "cell1", "label1", "row1"])
    controller.log.entries = []
    window.layoutIfNeeded()
    #expect(controller.log.entries.isEmpty)
  }

  @Test func aRotationCallsAFrameOverrideForEveryFrameSet() {
    let controller = TreeController()
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    #expect(controller.buttons[0].framesSet == [CGRect(x: 0, y: 0, width: 179.5, height: 30)])
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    // (667 − 16) / 2 = 325.5
    for button in controller.buttons {
      #expect(button.framesSet.last == CGRect(x: 0, y: 0, width: 325.5, height: 30))
      #expect(button.framesSet.count == 2)
      #expect(button.frame == CGRect(x: 0, y: 0, width: 325.5, height: 30))
    }
  }

  @Test func autoresizingGoesThroughAFrameOverride() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = FrameRecordingView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    view.autoresizingMask = [.flexibleWidth]
    window.addSubview(view)
    window.layoutIfNeeded()
    view.framesSet = []
    window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    window.layoutIfNeeded()
    // The width takes the whole 100-pt change: 80 + 100.
    #expect(view.framesSet == [CGRect(x: 10, y: 10, width: 180, height: 80)])
  }

  @Test func aViewWithALayerStyleButTheCentredAnchorTakesItsFrameAsAPlainView() {
    let styled = View(), plain = View()
    styled.layer.shadowOpacity = 0.5
    for view in [styled, plain] {
      view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    }
    #expect(styled.center == CGPoint(x: 60, y: 45))
    #expect(styled.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(styled.frame == plain.frame)
  }

  @Test func aWalkManyLevelsDeepWithBranchesVisitsEveryDirtyViewOnce() {
    // A root with 3 children, each with 3 children, each with 3 leaves (40 views), all resized
    // by the root's pass: each lays out once, in depth-first order.
    let log = Log()
    final class Resizer: View {
      var width: CGFloat = 10
      override func layoutSubviews() {
        var stack = subviews
        while let view = stack.popLast() {
          view.frame = CGRect(x: 0, y: 0, width: width, height: 10)
          stack.append(contentsOf: view.subviews)
        }
      }
    }
    let root = Resizer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var expected: [String] = []
    for i in 0..<3 {
      let a = LoggingView("\(i)", log: log)
      root.addSubview(a)
      expected.append(a.name)
      for j in 0..<3 {
        let b = LoggingView("\(i).\(j)", log: log)
        a.addSubview(b)
        expected.append(b.name)
        for k in 0..<3 {
          let c = LoggingView("\(i).\(j).\(k)", log: log)
          b.addSubview(c)
          expected.append(c.name)
        }
      }
    }
    root.layoutIfNeeded()
    #expect(log.entries == expected)
    log.entries = []
    root.width = 20
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.entries == expected)
  }

  @Test func aViewAddedDuringThePassWaitsForTheNextOneAndARemovedOneIsStillVisited() {
    // The pass visits the subviews a view had after its own pass: `late`, inserted by `first`'s
    // pass, is laid out by the next `layoutIfNeeded()`; `last`, removed by it, still lays out
    // in this one (the pass's copy keeps it).
    let log = Log()
    final class Rearranger: View {
      var rearrange: (() -> Void)?
      override func layoutSubviews() {
        rearrange?()
        rearrange = nil
      }
    }
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = Rearranger(), middle = LoggingView("middle", log: log),
      last = LoggingView("last", log: log)
    let late = LoggingView("late", log: log)
    for view in [first, middle, last] { parent.addSubview(view) }
    parent.layoutIfNeeded()
    log.entries = []
    first.rearrange = { [unowned parent] in
      last.removeFromSuperview()
      parent.insertSubview(late, at: 0)
    }
    first.setNeedsLayout()
    middle.setNeedsLayout()
    last.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(log.entries == ["middle", "last"])
    #expect(parent.subviews.map { ($0 as? LoggingView)?.name } == ["late", nil, "middle"])
    parent.layoutIfNeeded()
    #expect(log.entries == ["middle", "last", "late"])
  }
}
