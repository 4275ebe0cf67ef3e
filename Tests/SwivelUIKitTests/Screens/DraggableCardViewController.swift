import SwivelUIKit

/// A screen written for iOS that moves a card under the finger by overriding the touch methods
/// of `UIResponder`, the way drag-to-move demos do without a pan recogniser.
final class DraggableCardViewController: UIViewController {
  let card = UIView()
  private(set) var phases: [UITouch.Phase] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.frame = CGRect(x: 20, y: 40, width: 80, height: 80)
    card.backgroundColor = .systemBlue
    view.addSubview(card)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    phases.append(touch.phase)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, touch.view === card else { return }
    phases.append(touch.phase)
    let location = touch.location(in: view)
    let previous = touch.previousLocation(in: view)
    card.center = CGPoint(
      x: card.center.x + location.x - previous.x, y: card.center.y + location.y - previous.y)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    phases.append(touch.phase)
  }
}
