// Twelve squares around a centre square, each sized with `pin.size(40)` before it is added to
// its superview and then placed above, below, before or after the centre.
// Modelled on layoutBox/PinLayout, Example/PinLayoutSample/UI/Examples/RelativeView/
// RelativeView.swift (MIT); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

final class RelativeExampleView: ExampleBaseView {
  let centerView = UIView()
  private(set) var squares: [UIView] = []

  override init() {
    super.init()
    centerView.backgroundColor = .exampleBlue
    addSubview(centerView)
    for index in 0..<12 {
      addSquare(color: index % 3 == 1 ? .gray : .lightGray)
    }
  }

  private func addSquare(color: UIColor) {
    let square = UIView()
    square.backgroundColor = color
    square.pin.size(40)
    addSubview(square)
    squares.append(square)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    centerView.pin.center().size(150)
    let aligned: [(HorizontalAlign, VerticalAlign)] = [
      (.left, .top), (.center, .center), (.right, .bottom),
    ]
    for (index, (horizontal, vertical)) in aligned.enumerated() {
      squares[index].pin.above(of: centerView, aligned: horizontal).marginBottom(10)
      squares[3 + index].pin.after(of: centerView, aligned: vertical).marginLeft(10)
      squares[6 + index].pin.below(of: centerView, aligned: horizontal).marginTop(10)
      squares[9 + index].pin.before(of: centerView, aligned: vertical).marginRight(10)
    }
  }
}

final class RelativeExampleViewController: ExampleBaseViewController {
  override func loadView() {
    view = RelativeExampleView()
  }
}
