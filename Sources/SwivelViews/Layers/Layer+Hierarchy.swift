import SwivelSupport

extension Layer {
  /// The layer this one is a sublayer of (`superlayer`): for a view's layer, its
  /// superview's layer.
  public final var superlayer: Layer? {
    if let view = owningView { return view.superview?.layer }
    return superlayerLink.target
  }

  /// The sublayers, back-most first (`sublayers`); nil when there are none, as in Core
  /// Animation. A view's layer lists its subviews' layers and the layers added to it in the
  /// order they draw. Setting it replaces the standalone sublayers.
  public final var sublayers: [Layer]? {
    get {
      let all = orderedSublayers
      return all.isEmpty ? nil : all
    }
    set {
      for layer in sublayerStorage { layer.superlayerLink.target = nil }
      sublayerStorage = []
      sublayerAnchors = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The sublayers in drawing order: for a view's layer, the subviews' layers with the
  /// standalone sublayers placed among them.
  private var orderedSublayers: [Layer] {
    guard let view = owningView else { return sublayerStorage }
    return interleaved(with: view.subviews).map { entry in
      switch entry {
      case .view(let subview): subview.layer
      case .sublayer(let index): sublayerStorage[index]
      }
    }
  }

  /// One step of a view's drawing order: a subview, or a standalone sublayer (its index in
  /// ``sublayerStorage``).
  enum Entry {
    case view(View)
    case sublayer(Int)
  }

  /// `subviews` with the standalone sublayers placed among them by their anchors.
  func interleaved(with subviews: [View]) -> [Entry] {
    guard !sublayerStorage.isEmpty else { return subviews.map(Entry.view) }
    var result: [Entry] = []
    result.reserveCapacity(subviews.count + sublayerStorage.count)
    var next = 0
    while next < sublayerAnchors.count, sublayerAnchors[next] == nil {
      result.append(.sublayer(next))
      next += 1
    }
    for subview in subviews {
      result.append(.view(subview))
      let id = ObjectIdentifier(subview)
      while next < sublayerAnchors.count, sublayerAnchors[next] == id {
        result.append(.sublayer(next))
        next += 1
      }
    }
    // Anchors are kept in step with the subviews; any left over draw on top.
    while next < sublayerStorage.count {
      result.append(.sublayer(next))
      next += 1
    }
    return result
  }

  /// Adds `layer` in front of every sublayer (`addSublayer(_:)`), first removing it from its
  /// superlayer. Added to a view's layer, it draws above the subviews added before it and
  /// below those added after.
  ///
  /// - Precondition: `layer` is not the receiver or one of its superlayers.
  public final func addSublayer(_ layer: Layer) {
    insert(layer, atDrawingIndex: Int.max)
  }

  /// Inserts `layer` at `index` among the sublayers (0 = back-most; past the end appends)
  /// (`insertSublayer(_:at:)`), first removing it from its superlayer.
  public final func insertSublayer(_ layer: Layer, at index: UInt32) {
    insert(layer, atDrawingIndex: Int(index))
  }

  /// Inserts `layer` just in front of `sibling` (`insertSublayer(_:above:)`); in front of
  /// every sublayer when `sibling` is nil or not a sublayer.
  public final func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index = sibling.flatMap { sibling in orderedSublayers.firstIndex { $0 === sibling } }
    insert(layer, atDrawingIndex: index.map { $0 + 1 } ?? Int.max)
  }

  /// Inserts `layer` just behind `sibling` (`insertSublayer(_:below:)`); behind every
  /// sublayer when `sibling` is nil or not a sublayer.
  public final func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { sibling in orderedSublayers.firstIndex { $0 === sibling } }
    insert(layer, atDrawingIndex: index ?? 0)
  }

  /// Puts `newLayer` where `oldLayer` is (`replaceSublayer(_:with:)`). Does nothing when
  /// `oldLayer` is not a sublayer.
  public final func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer, let index = orderedSublayers.firstIndex(where: { $0 === oldLayer })
    else { return }
    oldLayer.removeFromSuperlayer()
    insert(newLayer, atDrawingIndex: index)
  }

  /// Removes the layer from its superlayer (`removeFromSuperlayer()`); a view's layer
  /// removes its view from the superview. Does nothing without a superlayer.
  public final func removeFromSuperlayer() {
    if let view = owningView {
      view.removeFromSuperview()
      return
    }
    guard let parent = superlayerLink.target else { return }
    if let index = parent.sublayerStorage.firstIndex(where: { $0 === self }) {
      parent.sublayerStorage.remove(at: index)
      if index < parent.sublayerAnchors.count { parent.sublayerAnchors.remove(at: index) }
    }
    superlayerLink.target = nil
  }

  /// Whether the receiver is `layer` or lies inside it.
  private func isDescendant(of layer: Layer) -> Bool {
    var current: Layer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer
    }
    return false
  }

  /// Inserts `layer` so that it is at `index` in the drawing order (clamped to the end).
  private func insert(_ layer: Layer, atDrawingIndex index: Int) {
    requirePrecondition(
      !isDescendant(of: layer),
      "cannot add a layer as a sublayer of itself or of one of its own sublayers: a layer cannot be its own ancestor"
    )
    if let child = layer.owningView {
      guard let view = owningView else {
        programmerError(
          "addSublayer: the layer of \(child.hierarchyPath) backs a view and can only be a sublayer of another "
            + "view's layer; add the view as a subview, or add a standalone layer")
      }
      let entries = interleaved(with: view.subviews)
      var subviewsBefore = 0
      var lastView: ObjectIdentifier?
      for entry in entries.prefix(index) {
        if case .view(let other) = entry, other !== child {
          subviewsBefore += 1
          lastView = ObjectIdentifier(other)
        }
      }
      // Standalone sublayers after `index` that follow the same subview now follow the view.
      var following: [Int] = []
      for entry in entries.dropFirst(index) {
        guard case .sublayer(let position) = entry, sublayerAnchors[position] == lastView else {
          break
        }
        following.append(position)
      }
      view.insertSubview(child, at: subviewsBefore)
      for position in following { sublayerAnchors[position] = ObjectIdentifier(child) }
      return
    }
    var index = index
    if layer.superlayerLink.refers(to: self),
      let current = orderedSublayers.firstIndex(where: { $0 === layer }),
      current < index
    {
      index -= 1
    }
    layer.removeFromSuperlayer()
    guard let view = owningView else {
      sublayerStorage.insert(layer, at: min(index, sublayerStorage.count))
      layer.superlayerLink.target = self
      return
    }
    // Within a view's layer: the storage position after the last standalone sublayer that
    // draws before `index`, anchored to the last subview that does.
    var storageIndex = 0
    var anchor: ObjectIdentifier?
    for entry in interleaved(with: view.subviews).prefix(index) {
      switch entry {
      case .view(let subview): anchor = ObjectIdentifier(subview)
      case .sublayer(let position): storageIndex = position + 1
      }
    }
    sublayerStorage.insert(layer, at: storageIndex)
    sublayerAnchors.insert(anchor, at: storageIndex)
    layer.superlayerLink.target = self
  }

  /// Keeps the standalone sublayers where they draw when the subview at `index` leaves or
  /// moves: those drawn directly above it are anchored to the subview below it instead.
  final func subviewWillMove(from index: Int, among subviews: [View]) {
    guard !sublayerAnchors.isEmpty else { return }
    let id = ObjectIdentifier(subviews[index])
    let below = index > 0 ? ObjectIdentifier(subviews[index - 1]) : nil
    for position in sublayerAnchors.indices where sublayerAnchors[position] == id {
      sublayerAnchors[position] = below
    }
  }

  /// Puts a subview just sent to the back behind every standalone sublayer too, as UIKit
  /// puts its layer first among the sublayers.
  final func subviewDidMoveToBack(_ subview: View) {
    let id = ObjectIdentifier(subview)
    for position in sublayerAnchors.indices where sublayerAnchors[position] == nil {
      sublayerAnchors[position] = id
    }
  }
}
