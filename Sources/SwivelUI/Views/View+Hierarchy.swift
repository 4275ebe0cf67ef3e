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
    precondition(index >= 0, "insertSubview(_:at:) needs a non-negative index, got \(index)")
    precondition(
      !isDescendant(of: view),
      "cannot add \(view.typeName)\(view.identifier.map { "#" + $0 } ?? "") as a subview of "
        + "itself or of one of its own descendants: a view cannot be its own ancestor")
    var target = index
    if let old = view.superview {
      if old === self, let current = subviews.firstIndex(where: { $0 === view }), current < index {
        target -= 1
      }
      view.removeFromSuperview()
    }
    subviewStorage.insert(view, at: min(target, subviewStorage.count))
    view.superview = self
    setNeedsLayout()
    view.setNeedsLayout()
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
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.remove(at: index)
    subviewStorage.append(view)
    setNeedsLayout()
  }

  /// Moves a subview to the back. Does nothing if `view` is not a subview.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.remove(at: index)
    subviewStorage.insert(view, at: 0)
    setNeedsLayout()
  }

  /// Removes the view from its superview. Does nothing if it has none.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviewStorage.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
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
  public var window: Window? {
    var current: View? = self
    while let candidate = current {
      if let window = candidate as? Window { return window }
      current = candidate.superview
    }
    return nil
  }

  /// The first view, depth-first from the receiver (included), whose ``identifier`` matches.
  public func view(withIdentifier identifier: String) -> View? {
    if self.identifier == identifier { return self }
    for subview in subviews {
      if let found = subview.view(withIdentifier: identifier) { return found }
    }
    return nil
  }

  /// The first view, depth-first from the receiver (included), whose ``tag`` matches.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// `Window > View#root > Label#title`: the view's place in its tree, for messages.
  public var hierarchyPath: String {
    var names: [String] = []
    var current: View? = self
    while let view = current {
      var name = view.typeName
      if let identifier = view.identifier {
        name += "#" + identifier
      } else if let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
        name += "[\(index)]"
      }
      names.append(name)
      current = view.superview
    }
    return names.reversed().joined(separator: " > ")
  }

  private func index(ofSubview sibling: View, in function: String) -> Int {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      preconditionFailure("\(function): the sibling \(sibling.hierarchyPath) is not a subview of \(hierarchyPath)")
    }
    return index
  }
}
