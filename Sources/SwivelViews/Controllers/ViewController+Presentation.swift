import SwivelSupport

/// How a presented controller is shown (`UIModalPresentationStyle`; UIKit's raw values).
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
  /// The system's choice: a page sheet for a controller of yours (iOS 13+).
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covers the screen; the presenting controller's view leaves the window.
  case fullScreen = 0
  /// A card over the presenting view (iOS 13+).
  case pageSheet
  /// A centred card on an iPad, a page sheet on an iPhone.
  case formSheet
  /// Covers the presenting context.
  case currentContext
  /// Shown by a custom presentation controller.
  case custom
  /// Covers the screen over the presenting view, which stays in the window.
  case overFullScreen
  /// Covers the presenting context over its view, which stays.
  case overCurrentContext
  /// A popover (a sheet on an iPhone).
  case popover

  /// Whether the presenting controller's view stays in the window under the presented one.
  var keepsPresentingView: Bool { self == .overFullScreen || self == .overCurrentContext }
}

/// The animation of a presentation (`UIModalTransitionStyle`; UIKit's raw values).
public enum ModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips around the vertical axis.
  case flipHorizontal
  /// Cross-fades.
  case crossDissolve
  /// Curls the presenting view up.
  case partialCurl
}

extension UIKitViewController {
  /// The controller this one presented (`presentedViewController`), or that its nearest
  /// presenting ancestor presented; nil when none.
  public var presentedViewController: UIKitViewController? { presentationRoot.presentedStorage }

  /// The controller that presented this one or one of its ancestors
  /// (`presentingViewController`); nil when it was not presented.
  public var presentingViewController: UIKitViewController? { presentationRoot.presentingStorage }

  /// Whether the controller is being presented or dismissed right now (`isBeingPresented`,
  /// `isBeingDismissed`): always false after the call returns, as a still render sees it.
  public var isBeingPresented: Bool { false }
  /// See ``isBeingPresented``.
  public var isBeingDismissed: Bool { false }

  /// The top of the controller's parent chain: the one that presents and is presented.
  var presentationRoot: UIKitViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// Presents `controller` over the screen (`present(_:animated:completion:)`), from this
  /// controller's top ancestor, as UIKit does, and calls `completion` once it is shown. It gets
  /// `viewWillAppear(_:)` and `viewDidAppear(_:)`, its view fills the window, and it decides
  /// the status bar when it covers the screen.
  ///
  /// How the styles are drawn: `.overFullScreen` and `.overCurrentContext` leave the
  /// presenting view in the window under the presented one; every other style covers the
  /// screen and takes the presenting view out of the window (which gets
  /// `viewWillDisappear(_:)`/`viewDidDisappear(_:)`), as `.fullScreen` does. iOS 13's sheets
  /// (`.automatic`, `.pageSheet`, `.formSheet`) are therefore drawn full screen, as iPhones
  /// showed them before iOS 13; their card is not drawn.
  ///
  /// As in UIKit, nothing happens when the top ancestor's view is not in a window, or when it
  /// already presents a controller.
  ///
  /// - Precondition: `controller` is not presented already and is not a child controller.
  public func present(
    _ controller: UIKitViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let presenter = presentationRoot
    guard let window = presenter.viewIfLoaded?.window, presenter.presentedStorage == nil else {
      return
    }
    requirePrecondition(
      controller.presentingStorage == nil && controller.parent == nil && controller !== presenter,
      "present(_:animated:completion:) got \(type(of: controller)), which is already presented or is a child "
        + "controller; present a controller that is shown nowhere else")
    presenter.presentedStorage = controller
    controller.presentingStorage = presenter
    if !controller.modalPresentationStyle.keepsPresentingView, let covered = presenter.viewIfLoaded,
      covered.superview === window
    {
      covered.removeFromSuperview()
    }
    let view = controller.view!
    view.frame = window.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.startAppearanceTransition(true, animated: false, repeatsSettled: false)
    window.addSubview(view)
    window.layoutIfNeeded()
    controller.endAppearanceTransition()
    window.presentationDidChange()
    completion?()
  }

  /// Dismisses what this controller (or its top ancestor) presented, and everything presented
  /// over that (`dismiss(animated:completion:)`); called on a presented controller with
  /// nothing presented over it, dismisses that controller, as in UIKit. The dismissed
  /// controllers get `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, a presenting view
  /// taken out of the window comes back with `viewWillAppear(_:)` and `viewDidAppear(_:)`,
  /// and `completion` runs last. Does nothing when nothing is presented.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let root = presentationRoot
    guard let presenter = root.presentedStorage != nil ? root : root.presentingStorage,
      let first = presenter.presentedStorage
    else { return }
    var chain = [first]
    while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
    let window = chain.reversed().lazy.compactMap { $0.viewIfLoaded?.window }.first
    for controller in chain.reversed() {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.presentingStorage?.presentedStorage = nil
      controller.presentingStorage = nil
    }
    if let window, let view = presenter.viewIfLoaded, view.superview == nil {
      presenter.startAppearanceTransition(true, animated: false, repeatsSettled: false)
      if presenter === window.rootViewController {
        window.insertSubview(view, at: 0)
      } else {
        view.frame = window.bounds
        window.addSubview(view)
      }
      window.setNeedsLayout()
      window.layoutIfNeeded()
      presenter.endAppearanceTransition()
    }
    window?.presentationDidChange()
    completion?()
  }

  /// Shows `controller` the way the context does (`show(_:sender:)`): pushed on the
  /// navigation stack this controller is in, else presented.
  public func show(_ controller: UIKitViewController, sender: Any?) {
    var current: UIKitViewController? = self
    while let candidate = current {
      if candidate.adopts(.controllerStack), let stack = candidate as? any ControllerStack {
        stack.pushViewController(controller, animated: true)
        return
      }
      current = candidate.parent
    }
    present(controller, animated: true)
  }

  /// The presented controllers above this one, bottom first.
  package var presentedChain: [UIKitViewController] {
    var chain: [UIKitViewController] = []
    var next = presentationRoot.presentedStorage
    while let controller = next {
      chain.append(controller)
      next = controller.presentedStorage
    }
    return chain
  }

  /// The controller that decides the status bar: the top presented controller that covers the
  /// screen or captures the status bar, else this one.
  package var statusBarDecider: UIKitViewController {
    presentedChain.last {
      !$0.modalPresentationStyle.keepsPresentingView
        || $0.modalPresentationCapturesStatusBarAppearance
    } ?? self
  }
}

/// A container that shows a controller by pushing it (a navigation controller): the
/// receiver or its nearest such parent takes ``UIKitViewController/show(_:sender:)``.
package protocol ControllerStack: UIKitViewController {
  /// Pushes `controller` on the stack.
  func pushViewController(_ controller: UIKitViewController, animated: Bool)
}
