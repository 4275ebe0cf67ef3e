import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Taps reach gesture recognisers as in UIKit: the nearest one-tap recogniser fires, a
/// control's own action wins over a recogniser on a superview, `cancelsTouchesInView` decides
/// whether the control also gets the tap, and recognisers of other gestures never fire.
@Suite struct GestureRecognizerTests {
  /// A 200 × 200 window holding a 100 × 100 card at (50, 50) with a button inside it at
  /// (10, 10, 80, 30) in the card.
  private func scene() -> (window: Window, card: View, button: Button, taps: Counter) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let button = Button(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
    button.setTitle("Go", for: .normal)
    let taps = Counter()
    button.addAction(for: .touchUpInside) { _ in taps.value += 1 }
    card.addSubview(button)
    window.addSubview(card)
    return (window, card, button, taps)
  }

  private final class Counter { var value = 0 }

  @Test func aTapRecognizerOnTheTouchedViewFiresWithTheLocation() {
    let (window, card, _, _) = scene()
    var locations: [CGPoint] = []
    let tap = TapGestureRecognizer { recognizer in
      locations.append(recognizer.location(in: recognizer.view))
    }
    card.addGestureRecognizer(tap)
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    window.sendTap(at: CGPoint(x: 120, y: 130))
    // (120, 130) in the window is (70, 80) in the card.
    #expect(locations == [CGPoint(x: 70, y: 80)])
    #expect(tap.state == .recognized && tap.numberOfTouches == 1)
    #expect(tap.location(in: nil) == CGPoint(x: 120, y: 130))
  }

  @Test func theButtonsActionWinsOverARecognizerOnItsSuperview() {
    let (window, card, _, taps) = scene()
    var fired = 0
    card.addGestureRecognizer(TapGestureRecognizer { _ in fired += 1 })
    window.sendTap(at: CGPoint(x: 100, y: 75))  // on the button
    #expect(taps.value == 1 && fired == 0)
    window.sendTap(at: CGPoint(x: 100, y: 130))  // on the card below the button
    #expect(taps.value == 1 && fired == 1)
  }

  @Test func aRecognizerOnTheButtonItselfTakesTheTapUnlessItLetsItThrough() {
    let (window, _, button, taps) = scene()
    var fired = 0
    let tap = TapGestureRecognizer { _ in fired += 1 }
    button.addGestureRecognizer(tap)
    window.sendTap(at: CGPoint(x: 100, y: 75))
    #expect(fired == 1 && taps.value == 0)
    tap.cancelsTouchesInView = false
    window.sendTap(at: CGPoint(x: 100, y: 75))
    #expect(fired == 2 && taps.value == 1)
  }

  @Test func disabledRefusedAndMultiTapRecognizersDoNotFire() {
    let (window, _, button, taps) = scene()
    var fired = 0
    let tap = TapGestureRecognizer { _ in fired += 1 }
    button.addGestureRecognizer(tap)
    tap.isEnabled = false
    window.sendTap(at: CGPoint(x: 100, y: 75))
    #expect(fired == 0 && taps.value == 1)
    tap.isEnabled = true
    tap.numberOfTapsRequired = 2
    window.sendTap(at: CGPoint(x: 100, y: 75))
    #expect(fired == 0 && taps.value == 2)
    tap.numberOfTapsRequired = 1
    let refusing = Refusing()
    tap.delegate = refusing
    window.sendTap(at: CGPoint(x: 100, y: 75))
    #expect(fired == 0 && taps.value == 3 && tap.state == .failed)
  }

  private final class Refusing: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
  }

  @Test func otherGesturesNeverRecognizeATap() {
    let (window, card, _, _) = scene()
    var fired = 0
    let recognizers: [GestureRecognizer] = [
      LongPressGestureRecognizer { _ in fired += 1 }, PanGestureRecognizer { _ in fired += 1 },
      SwipeGestureRecognizer { _ in fired += 1 }, PinchGestureRecognizer { _ in fired += 1 },
    ]
    for recognizer in recognizers { card.addGestureRecognizer(recognizer) }
    window.sendTap(at: CGPoint(x: 100, y: 130))
    #expect(fired == 0)
    #expect(recognizers.allSatisfy { $0.state == .possible })
  }

  @Test func recognizersMoveBetweenViewsAndTheListIsNilWhenEmpty() {
    let first = View(), second = View()
    let tap = TapGestureRecognizer()
    #expect(first.gestureRecognizers == nil)
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers?.count == 1 && tap.view === first)
    second.addGestureRecognizer(tap)
    #expect(
      first.gestureRecognizers == nil && second.gestureRecognizers?.first === tap
        && tap.view === second)
    second.removeGestureRecognizer(tap)
    #expect(second.gestureRecognizers == nil && tap.view == nil)
    second.gestureRecognizers = [tap, PanGestureRecognizer()]
    #expect(second.gestureRecognizers?.count == 2 && tap.view === second)
  }
}
