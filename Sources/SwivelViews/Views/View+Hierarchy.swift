import SwivelSupport

extension View {
  /// Adds `view` as the front-most subview, first removing it from its old superview.
  ///
  /// - Precondition: `view` is not the receiver or one of its ancestors.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in ``subviews`` (0 = back-most), first removing it from its old
  /// superview. An index past the end appends.
  ///
  /// - Precondition: `view` is not the receiver or one of its ancestors; `index >= 0`.
  public func insertSubview(_ view: View, at index: Int) {
    requirePrecondition(
      index >= 0, "insertSubview(_:at:) needs an index of 0 or more (0 = back-most), got \(index)")
    requirePrecondition(
      !(view === self || (!view.subviewStorage.isEmpty && isDescendant(of: view))),
      "cannot add \(View.debugName(type: view.typeName, identifier: view.identifier, index: nil)) as a subview of "
        + "itself or of one of its own descendants: a view cannot be its own ancestor")
    var target = index
    let oldSuperview = view.superview
    let moves = oldSuperview !== self
    let windows = moves ? (old: view.window, new: window) : (old: nil, new: nil)
    // A view joining a window takes the appearance proxies' values and its traits (UIKit calls
    // `traitCollectionDidChange(_:)` then, with the traits the view had before); the subtree's
    // traits are read before the move.
    let joinsWindow = windows.new != nil && windows.old !== windows.new
    let traitsBefore = joinsWindow ? view.subtreeTraits() : []
    if moves {
      if windows.old !== windows.new { view.notifySubtree { $0.willMove(toWindow: windows.new) } }
      view.willMove(toSuperview: self)
    }
    if let old = oldSuperview {
      if old === self, let current = storageIndex(of: view), current < index {
        target -= 1
      }
      view.detachFromSuperview(notifying: moves)
    }
    let position = min(target, subviewStorage.count)
    subviewStorage.insert(view, at: position)
    view.indexHint = position
    view.superview = self
    if !view.autoresizingMask.isEmpty { noteAutoresizingSubviewAdded() }
    view.owningController?.rootViewWasAdded(to: self)
    setNeedsLayout()
    view.setNeedsLayout()
    if moves {
      if windows.old !== windows.new { view.notifySubtree { $0.didMoveToWindow() } }
      view.didMoveToSuperview()
      didAddSubview(view)
    }
    if joinsWindow {
      view.applyAppearanceProxies()
      view.notifyTraitChanges(from: traitsBefore)
    }
  }

  /// Inserts `view` just in front of `sibling` (a subview of the receiver).
  ///
  /// - Precondition: `sibling` is a subview of the receiver.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubview(view, at: index(ofSubview: sibling, in: #function) + 1)
  }

  /// Inserts `view` just behind `sibling` (a subview of the receiver).
  ///
  /// - Precondition: `sibling` is a subview of the receiver.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, at: index(ofSubview: sibling, in: #function))
  }

  /// Moves a subview to the front. Does nothing if `view` is not a subview.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self, let index = storageIndex(of: view) else { return }
    layerObject?.subviewWillMove(from: index, among: subviewStorage)
    subviewStorage.remove(at: index)
    subviewStorage.append(view)
    view.indexHint = subviewStorage.count - 1
    setNeedsLayout()
  }

  /// Moves a subview to the back. Does nothing if `view` is not a subview.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self, let index = storageIndex(of: view) else { return }
    layerObject?.subviewWillMove(from: index, among: subviewStorage)
    subviewStorage.remove(at: index)
    subviewStorage.insert(view, at: 0)
    layerObject?.subviewDidMoveToBack(view)
    view.indexHint = 0
    setNeedsLayout()
  }

  /// Removes the view from its superview. Does nothing if it has none.
  ///
  /// Finding the view among its siblings starts where it was last seen, so removing one of
  /// many siblings costs what moved since, not the number of siblings (the array's own shift
  /// remains, a `memmove`).
  ///
  /// As in UIKit, the superview gets ``willRemoveSubview(_:)``, the view
  /// ``willMove(toSuperview:)`` with nil and ``didMoveToSuperview()``, and, when it was in a
  /// window, it and its subviews get ``willMove(toWindow:)`` with nil and ``didMoveToWindow()``.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    if let oldWindow {
      if let responder = oldWindow.firstResponder as? View, responder.isDescendant(of: self) {
        oldWindow.firstResponder = nil
      }
      notifySubtree { $0.willMove(toWindow: nil) }
    }
    willMove(toSuperview: nil)
    detachFromSuperview(notifying: true)
    if oldWindow != nil { notifySubtree { $0.didMoveToWindow() } }
    didMoveToSuperview()
  }

  /// Takes the view out of its superview's subviews (telling the superview
  /// ``willRemoveSubview(_:)`` when `notifying`, not when the view is only reordered) and ends
  /// its controller's disappearance; the other hierarchy hooks of the move are the caller's.
  private func detachFromSuperview(notifying: Bool) {
    guard let parent = superview else { return }
    if notifying {
      parent.willRemoveSubview(self)
      if parent.adopts(.subviewObserving) {
        (parent as? any SubviewObserving)?.subviewWillLeave(self)
      }
    }
    let disappearing = owningController
    let endsDisappearance = disappearing?.rootViewWillBeRemoved() ?? false
    if let index = parent.storageIndex(of: self) {
      parent.layerObject?.subviewWillMove(from: index, among: parent.subviewStorage)
      parent.subviewStorage.remove(at: index)
    }
    superview = nil
    if endsDisappearance { disappearing?.endAppearanceTransition() }
    if !autoresizingMask.isEmpty { parent.autoresizingSubviewCount -= 1 }
    parent.setNeedsLayout()
  }

  /// Calls `notify` on the receiver and every view below it, parents first (iteratively, at
  /// any depth).
  private func notifySubtree(_ notify: (View) -> Void) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      notify(view)
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
  }

  /// True if the receiver is `view` or lies inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window the view is in, if any.
  public var window: Window? { windowReference?.takeUnretainedValue() }

  /// The ``Window/screenScale`` of ``window``, or nil outside a window: `window?.screenScale`
  /// read through the unretained parent links, so a hot path pays no retain and release.
  package final var windowScreenScale: CGFloat? {
    windowReference?._withUnsafeGuaranteedRef { $0.screenScale }
  }

  /// ``window``, unretained: up through the unretained parent links, testing each view with a
  /// class property rather than a cast.
  private var windowReference: Unmanaged<Window>? {
    var reference = Unmanaged.passUnretained(self)
    while true {
      let (isWindow, parent) = reference._withUnsafeGuaranteedRef { view in
        (type(of: view).isWindowClass, view.parentLink.reference)
      }
      if isWindow {
        return Unmanaged.passUnretained(
          unsafeDowncast(reference.takeUnretainedValue(), to: Window.self))
      }
      guard let parent else { return nil }
      reference = parent
    }
  }

  /// The first view, depth-first from the receiver (included), whose ``identifier`` matches.
  /// A loop, not a recursion: any depth works.
  public func view(withIdentifier identifier: String) -> View? {
    firstInSubtree { $0.identifier == identifier }
  }

  /// The first view, depth-first from the receiver (included), whose ``tag`` matches.
  /// A loop, not a recursion: any depth works.
  public func viewWithTag(_ tag: Int) -> View? {
    firstInSubtree { $0.tag == tag }
  }

  /// The first view in depth-first pre-order (the receiver, then each subview's subtree, back
  /// to front) that matches, found with an explicit stack.
  func firstInSubtree(where matches: (View) -> Bool) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if matches(view) { return view }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return nil
  }

  /// `Window > View#root > Label#title`: the view's place in its tree, for messages.
  public var hierarchyPath: String {
    var names: [String] = []
    var current: View? = self
    while let view = current {
      names.append(view.debugName)
      current = view.superview
    }
    return names.reversed().joined(separator: " > ")
  }

  private func index(ofSubview sibling: View, in function: String) -> Int {
    guard sibling.superview === self, let index = storageIndex(of: sibling) else {
      programmerError(
        "\(function): the sibling \(sibling.hierarchyPath) is not a subview of \(hierarchyPath); "
          + "pass one of its subviews")
    }
    return index
  }

  /// The index of `child` in ``subviews``, searched outwards from where it was last seen
  /// (its `indexHint`), which it then updates; nil if it is not there.
  func storageIndex(of child: View) -> Int? {
    let count = subviewStorage.count
    guard count > 0 else { return nil }
    let hint = min(max(child.indexHint, 0), count - 1)
    var offset = 0
    while offset < count {
      let below = hint - offset, above = hint + offset
      guard below >= 0 || above < count else { break }
      if below >= 0, subviewStorage[below] === child {
        child.indexHint = below
        return below
      }
      if offset > 0, above < count, subviewStorage[above] === child {
        child.indexHint = above
        return above
      }
      offset += 1
    }
    return nil
  }
}
