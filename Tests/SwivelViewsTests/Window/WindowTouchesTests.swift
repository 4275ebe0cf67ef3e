import Foundation
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Taps and drags reach views as UIKit delivers touches: to the hit view first, then up the
/// responder chain (superview, controller, …) past views that do not override the phase, with
/// `touchesCancelled` in place of `touchesEnded` when a recogniser takes the touch.
@Suite struct WindowTouchesTests {
  /// Records every phase it gets, with the touch, and passes it on when `forwards` is true.
  private final class Recorder: View {
    let name: String
    let shared: Log
    var forwards = false
    var touches: [Touch] = []
    var events: [Event?] = []

    init(_ name: String, log: Log) {
      self.name = name
      self.shared = log
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ phase: String, _ touches: Set<Touch>, _ event: Event?) {
      shared.entries.append("\(name) \(phase)")
      self.touches.append(contentsOf: touches)
      events.append(event)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      record("began", touches, event)
      if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      record("moved", touches, event)
      if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      record("ended", touches, event)
      if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      record("cancelled", touches, event)
      if forwards { super.touchesCancelled(touches, with: event) }
    }
  }

  private final class Log { var entries: [String] = [] }

  /// A controller that records the phases that reach it.
  private final class RecordingController: UIKitViewController {
    let log: Log
    init(log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      log.entries.append("controller began")
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      log.entries.append("controller moved")
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      log.entries.append("controller ended")
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      log.entries.append("controller cancelled")
    }
  }

  /// A 200 × 200 window whose controller's root view holds a recorder at (50, 50, 100, 100)
  /// with a plain 40 × 40 view inside it at (10, 10).
  private func scene() -> (window: Window, recorder: Recorder, inner: View, log: Log) {
    let log = Log()
    let controller = RecordingController(log: log)
    let window = Window(rootViewController: controller, device: .iphone6)
    window.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let recorder = Recorder("recorder", log: log)
    recorder.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    let inner = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    recorder.addSubview(inner)
    controller.view.addSubview(recorder)
    return (window, recorder, inner, log)
  }

  @Test func aTapSendsBeganThenEndedToTheHitViewWithOneTouch() throws {
    let (window, recorder, _, log) = scene()
    let hit = window.sendTap(at: CGPoint(x: 120, y: 130))
    #expect(hit === recorder)
    #expect(log.entries == ["recorder began", "recorder ended"])
    let touch = try #require(recorder.touches.first)
    #expect(recorder.touches.count == 2 && recorder.touches[1] === touch)
    #expect(touch.view === recorder && touch.window === window)
    #expect(touch.phase == .ended && touch.tapCount == 1)
    // (120, 130) in the window is (70, 80) in the recorder.
    #expect(touch.location(in: recorder) == CGPoint(x: 70, y: 80))
    #expect(touch.location(in: nil) == CGPoint(x: 120, y: 130))
    #expect(touch.previousLocation(in: recorder) == CGPoint(x: 70, y: 80))
    let event = try #require(recorder.events.first ?? nil)
    #expect(event.type == .touches && event.allTouches == [touch])
    #expect(event.touches(for: recorder) == [touch] && event.touches(for: window) == [touch])
    #expect(event.touches(for: View()) == nil)
  }

  @Test func timestampsComeFromTheWindowsTouchClock() throws {
    let (window, recorder, _, _) = scene()
    window.sendTap(at: CGPoint(x: 120, y: 130))
    let first = try #require(recorder.touches.last)
    #expect(abs(first.timestamp - 2.0 / 60) < 1e-12)
    window.sendTap(at: CGPoint(x: 120, y: 130))
    let second = try #require(recorder.touches.last)
    #expect(second !== first && abs(second.timestamp - 4.0 / 60) < 1e-12)
    #expect(recorder.events.last??.timestamp == second.timestamp)
  }

  @Test func aViewThatDoesNotOverridePassesTheTouchUpTheChainToTheController() {
    let (window, recorder, inner, log) = scene()
    recorder.forwards = true
    // The inner plain view is hit; it passes to the recorder, which passes to the root view,
    // which passes to its controller.
    #expect(window.sendTap(at: CGPoint(x: 70, y: 70)) === inner)
    #expect(
      log.entries == ["recorder began", "controller began", "recorder ended", "controller ended"])
    #expect(recorder.touches.first?.view === inner)
  }

  @Test func aRecognizerThatTakesTheTapCancelsTheTouchUnlessItLetsItThrough() {
    let (window, recorder, _, log) = scene()
    let tap = TapGestureRecognizer { _ in log.entries.append("recognised") }
    recorder.addGestureRecognizer(tap)
    window.sendTap(at: CGPoint(x: 120, y: 130))
    #expect(log.entries == ["recorder began", "recognised", "recorder cancelled"])
    #expect(recorder.touches.last?.phase == .cancelled)
    log.entries = []
    tap.cancelsTouchesInView = false
    window.sendTap(at: CGPoint(x: 120, y: 130))
    #expect(log.entries == ["recorder began", "recognised", "recorder ended"])
  }

  @Test func aDragMovesInStepsAndStaysWithTheViewItBeganOn() throws {
    let (window, recorder, _, log) = scene()
    let began = window.sendDrag(
      from: CGPoint(x: 120, y: 130), to: CGPoint(x: 180, y: 190), steps: 3)
    #expect(began === recorder)
    #expect(
      log.entries == [
        "recorder began", "recorder moved", "recorder moved", "recorder moved", "recorder ended",
      ])
    let touch = try #require(recorder.touches.last)
    // The finger ends at (180, 190), outside the recorder (50…150), still its touch.
    #expect(touch.view === recorder && touch.phase == .ended)
    #expect(touch.location(in: nil) == CGPoint(x: 180, y: 190))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 160, y: 170))
    #expect(abs(touch.timestamp - 5.0 / 60) < 1e-12)
  }

  @Test func aDragWithNoStepsMovesOnceAndABadPointDeliversNothing() {
    let (window, _, _, log) = scene()
    window.sendDrag(from: CGPoint(x: 120, y: 130), to: CGPoint(x: 130, y: 130), steps: 0)
    #expect(log.entries == ["recorder began", "recorder moved", "recorder ended"])
    log.entries = []
    #expect(
      window.sendDrag(from: CGPoint(x: 120, y: 130), to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    #expect(window.sendDrag(from: CGPoint(x: CGFloat.infinity, y: 0), to: .zero) == nil)
    #expect(window.sendTap(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
    #expect(log.entries.isEmpty)
  }

  @Test func aControlKeepsItsTouchesAndActsOnlyWhenTheFingerLiftsInside() {
    let (window, recorder, _, log) = scene()
    recorder.forwards = true
    let button = Button(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    recorder.addSubview(button)
    window.sendTap(at: CGPoint(x: 120, y: 120))
    #expect(taps == 1 && log.entries.isEmpty)
    window.sendDrag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 130, y: 130))
    #expect(taps == 2)
    window.sendDrag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 190, y: 190))
    #expect(taps == 2 && log.entries.isEmpty)
  }

  @Test func aScrollViewKeepsTheTouchesThatReachIt() {
    let (window, recorder, _, log) = scene()
    recorder.forwards = true
    let scroll = ScrollView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
    recorder.addSubview(scroll)
    window.sendTap(at: CGPoint(x: 120, y: 120))
    window.sendDrag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 130, y: 130))
    #expect(log.entries.isEmpty)
  }

  @Test func aHostDragsInItsWindow() throws {
    let log = Log()
    let host = try DeviceHost(device: .iphone6, rootViewController: RecordingController(log: log))
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 2)
    #expect(
      log.entries == [
        "controller began", "controller moved", "controller moved", "controller ended",
      ])
  }

  @Test func anEventMadeByHandHasNoTouches() {
    let event = Event(type: .motion, timestamp: 3)
    #expect(event.allTouches == nil && event.touches(for: View()) == nil && event.timestamp == 3)
  }
}
