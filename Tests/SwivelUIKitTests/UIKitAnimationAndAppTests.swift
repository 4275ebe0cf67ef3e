import Foundation
import SwivelUIKit
import Testing

/// UIKit's block animations, property animators and app-wide reads, written as iOS code writes
/// them. A still render shows every animation's end state; completions run with `true` (or
/// `.end`) before the call returns.
@Suite struct UIKitAnimationAndAppTests {
  @Test func everyBlockAnimationFormAppliesItsEndStateAndCompletes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
    #expect(view.alpha == 0.5)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.4 }) { finished in
      log.append("plain \(finished)")
    }
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
      animations: { view.frame.origin.x = 20 },
      completion: { finished in log.append("options \(finished)") })
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2,
      options: [],
      animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) },
      completion: { finished in log.append("spring \(finished)") })
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.1 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.9 }
      }, completion: { finished in log.append("keyframes \(finished)") })
    UIView.transition(
      with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.tag = 3 }
    ) {
      finished in log.append("transition \(finished)")
    }
    UIView.performWithoutAnimation { view.isHidden = true }
    // the 2× scale about the centre widens the frame by 5 each side
    #expect(abs(view.frame.origin.x - 15) < 1e-9)
    #expect(view.alpha == 0.9 && view.tag == 3 && view.isHidden)
    #expect(
      log == ["plain true", "options true", "spring true", "keyframes true", "transition true"])
    #expect(!UIView.areAnimationsEnabled)
  }

  @Test func aTransitionBetweenViewsSwapsThem() {
    let container = UIView()
    let old = UIView(), new = UIView(), top = UIView()
    container.addSubview(old)
    container.addSubview(top)
    var finished = false
    UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft) {
      finished = $0
    }
    #expect(container.subviews.map(ObjectIdentifier.init) == [new, top].map(ObjectIdentifier.init))
    #expect(old.superview == nil && finished)
  }

  @Test func aPropertyAnimatorChangesNothingUntilItStarts() {
    let card = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
    animator.addAnimations { card.backgroundColor = .red }
    animator.addCompletion { positions.append($0) }
    #expect(card.alpha == 1 && animator.state == .inactive)
    animator.startAnimation()
    #expect(card.alpha == 0 && card.backgroundColor == .red)
    #expect(positions == [.end] && animator.fractionComplete == 1 && !animator.isRunning)

    let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { card.alpha = 1 }
    stopped.addCompletion { positions.append($0) }
    stopped.pauseAnimation()
    #expect(stopped.state == .active)
    stopped.stopAnimation(true)
    #expect(card.alpha == 0 && stopped.state == .inactive && positions == [.end])

    let reversed = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 1 }
    reversed.isReversed = true
    reversed.addCompletion { positions.append($0) }
    reversed.startAnimation()
    #expect(card.alpha == 0 && positions == [.end, .start])

    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [],
      animations: {
        card.alpha = 0.3
      }
    ) { positions.append($0) }
    #expect(card.alpha == 0.3 && positions == [.end, .start, .end])
  }

  @Test func theApplicationIsTheRunningHosts() throws {
    final class Reader: UIViewController {
      var orientations: [UIInterfaceOrientation] = []
      var statusBarHeights: [CGFloat] = []
      var directions: [UIUserInterfaceLayoutDirection] = []
      var keyWindowIsOurs = false
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let app = UIApplication.shared
        orientations.append(app.statusBarOrientation)
        statusBarHeights.append(app.statusBarFrame.height)
        directions.append(app.userInterfaceLayoutDirection)
        keyWindowIsOurs =
          app.keyWindow === view.window && app.windows.count == 1
          && app.keyWindow?.isKeyWindow == true
      }
    }
    let reader = Reader()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: reader,
      traits: TraitCollection(layoutDirection: .rightToLeft))
    #expect(reader.orientations.last == .portrait && reader.statusBarHeights.last == 20)
    #expect(reader.directions.last == .rightToLeft && reader.keyWindowIsOurs)
    try host.rotate(toInterface: .landscapeLeft)
    // iPhones hide the status bar in landscape.
    #expect(reader.orientations.last == .landscapeLeft && reader.statusBarHeights.last == 0)
    #expect(UIApplication.shared.applicationState == .active)
    // Outside a host's code: portrait, left to right, no windows.
    #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    #expect(host.withScreen { UIApplication.shared.statusBarOrientation } == .landscapeLeft)
  }

  @Test func barItemsAndControlsTakeUIKitsInitializers() throws {
    let icon = UIImage(bitmap: Bitmap(width: 2, height: 2), scale: 1)
    let item = UITabBarItem(title: "Feed", image: icon, tag: 4)
    #expect(item.title == "Feed" && item.image == icon && item.tag == 4)
    let selected = UITabBarItem(title: "Me", image: nil, selectedImage: icon)
    #expect(selected.selectedImage == icon && selected.tag == 0)

    let progress = UIProgressView(progressViewStyle: .bar)
    #expect(progress.progressViewStyle == .bar && progress.bounds.height == 4)

    let scroll = UIScrollView()
    scroll.keyboardDismissMode = .onDrag
    scroll.alwaysBounceVertical = true
    scroll.isPagingEnabled = true
    #expect(
      scroll.keyboardDismissMode == .onDrag && scroll.alwaysBounceVertical && scroll.isPagingEnabled
    )

    // The italic system font exists; the pinned DejaVu faces have no oblique, so it is drawn
    // upright at its size.
    let italic = UIFont.italicSystemFont(ofSize: 15)
    #expect(italic.pointSize == 15 && italic.weight == .regular)

    let frame = CGRect(x: 0, y: 400, width: 375, height: 267)
    let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
  }
}
