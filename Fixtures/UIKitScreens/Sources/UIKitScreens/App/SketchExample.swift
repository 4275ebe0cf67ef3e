// A screen that draws with standalone Core Animation layers and follows the finger: a logo in
// the navigation bar's title view drawn by a shape layer, a line chart whose path is built with
// `CGMutablePath` in `layoutSubviews`, a handle dragged along the chart through the touch
// methods, and a note field kept above the keyboard with `pin.keyboardArea`. Modelled on the
// layer and touch examples of layoutBox/PinLayout, Example/PinLayoutSample (MIT) and on the
// chart views iOS apps draw with shape layers; rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

/// A small mark for the navigation bar: a map pin, its round head over the top and its
/// point at the bottom, with a hole in the head (even-odd), drawn by one shape layer.
final class PinMarkView: UIView {
  private let mark = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    mark.fillColor = UIColor.white.cgColor
    mark.strokeColor = UIColor.exampleBlue.cgColor
    mark.lineWidth = 2
    layer.addSublayer(mark)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    mark.frame = bounds
    let radius = min(bounds.width, bounds.height) / 3
    let center = CGPoint(x: bounds.midX, y: radius + 2)
    let path = CGMutablePath()
    path.addArc(
      center: center, radius: radius, startAngle: .pi * 0.8, endAngle: .pi * 0.2,
      clockwise: true)
    path.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 2))
    path.closeSubpath()
    path.addEllipse(
      in: CGRect(
        x: center.x - radius / 3, y: center.y - radius / 3, width: radius * 2 / 3,
        height: radius * 2 / 3))
    mark.fillRule = .evenOdd
    mark.path = path
  }
}

final class SketchExampleView: UIView {
  /// The values the chart plots, 0 to 1, evenly spaced across its width.
  static let values: [CGFloat] = [0.2, 0.45, 0.3, 0.7, 0.55, 0.9, 0.65]

  let chartLayer = CAShapeLayer()
  let gridLayer = CAShapeLayer()
  let handle = UIView()
  let valueLabel = UILabel()
  let orientationLabel = UILabel()
  let noteField = UITextField()
  private(set) var moveCount = 0

  init() {
    super.init(frame: .zero)
    backgroundColor = .white

    gridLayer.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
    gridLayer.lineWidth = 1
    gridLayer.fillColor = nil
    layer.addSublayer(gridLayer)

    chartLayer.strokeColor = UIColor.exampleBlue.cgColor
    chartLayer.fillColor = nil
    chartLayer.lineWidth = 3
    chartLayer.lineJoin = .round
    chartLayer.lineCap = .round
    layer.addSublayer(chartLayer)

    handle.backgroundColor = .systemOrange
    handle.layer.cornerRadius = 12
    handle.layer.borderColor = UIColor.white.cgColor
    handle.layer.borderWidth = 3
    addSubview(handle)

    valueLabel.font = UIFont(name: "Menlo-Regular", size: 14) ?? .systemFont(ofSize: 14)
    valueLabel.textAlignment = .center
    addSubview(valueLabel)

    orientationLabel.font = UIFont(name: "Georgia", size: 15) ?? .systemFont(ofSize: 15)
    orientationLabel.textColor = .darkGray
    addSubview(orientationLabel)

    noteField.placeholder = "Add a note"
    noteField.borderStyle = .roundedRect
    addSubview(noteField)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Where the chart is drawn, in this view's coordinates.
  var chartFrame: CGRect { chartLayer.frame }

  /// The chart's point for value `index`, in the chart layer's coordinates.
  func chartPoint(_ index: Int) -> CGPoint {
    let size = chartLayer.bounds.size
    let step = size.width / CGFloat(Self.values.count - 1)
    return CGPoint(x: step * CGFloat(index), y: size.height * (1 - Self.values[index]))
  }

  /// The index of the value nearest to `x`, in this view's coordinates.
  func nearestIndex(toX x: CGFloat) -> Int {
    let step = chartFrame.width / CGFloat(Self.values.count - 1)
    let index = Int(((x - chartFrame.minX) / step).rounded())
    return min(max(index, 0), Self.values.count - 1)
  }

  private(set) var selectedIndex = 3

  override func layoutSubviews() {
    super.layoutSubviews()
    let isLandscape = UIDevice.current.orientation.isLandscape
    orientationLabel.text = isLandscape ? "Landscape: the chart is wider" : "Portrait"
    orientationLabel.pin.top(pin.safeArea).horizontally(pin.safeArea).marginHorizontal(16)
      .marginTop(12).height(20)

    noteField.pin.horizontally(pin.safeArea).marginHorizontal(16).height(40)
      .bottom(pin.keyboardArea.height + 12)

    let chartHeight: CGFloat = isLandscape ? 120 : 220
    chartLayer.frame = CGRect(
      x: safeAreaInsets.left + 32, y: orientationLabel.frame.maxY + 40,
      width: bounds.width - safeAreaInsets.left - safeAreaInsets.right - 64,
      height: chartHeight)
    gridLayer.frame = chartLayer.frame

    let grid = CGMutablePath()
    for row in 0...4 {
      let y = gridLayer.bounds.height * CGFloat(row) / 4
      grid.move(to: CGPoint(x: 0, y: y))
      grid.addLine(to: CGPoint(x: gridLayer.bounds.width, y: y))
    }
    gridLayer.path = grid

    let line = CGMutablePath()
    line.addLines(between: Self.values.indices.map(chartPoint))
    chartLayer.path = line

    placeHandle()
  }

  private func placeHandle() {
    let point = chartPoint(selectedIndex)
    handle.frame = CGRect(
      x: chartFrame.minX + point.x - 12, y: chartFrame.minY + point.y - 12, width: 24,
      height: 24)
    valueLabel.text = String(format: "%.2f", Double(Self.values[selectedIndex]))
    valueLabel.pin.below(of: handle, aligned: .center).marginTop(8).width(60).height(20)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    moveCount += 1
    selectedIndex = nearestIndex(toX: touch.location(in: self).x)
    placeHandle()
  }
}

final class SketchExampleViewController: UIViewController {
  var mainView: SketchExampleView { return view as! SketchExampleView }

  override func loadView() {
    view = SketchExampleView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sketch"
    navigationItem.titleView = PinMarkView(frame: CGRect(x: 0, y: 0, width: 28, height: 32))
  }
}
