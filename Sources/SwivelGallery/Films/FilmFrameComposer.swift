/// Builds each frame of a rotation film as one display list of the physical screen.
struct FilmFrameComposer {
  let stages: DeviceHost.RotationStages
  /// The screen in hardware (portrait) points.
  let screen: CGSize
  let model: RotationModel

  /// The frame at `progress` (0 before the turn, 1 at the end of the animation; eased).
  func frame(progress: Double) -> RenderNode {
    let before = stages.before, after = stages.animated
    if progress <= 0 { return screenNode(before, angle: Self.angle(before.orientation)) }
    if progress >= 1 { return screenNode(after, angle: Self.angle(after.orientation)) }
    let p = CGFloat(progress)
    let size = CGSize(
      width: Self.mix(before.size.width, after.size.width, p),
      height: Self.mix(before.size.height, after.size.height, p))
    var moving = after
    moving.size = size
    moving.root = after.root.map { Self.interpolate(from: before.root, to: $0, progress: p) }
    moving.statusBar = Self.fade(from: before.statusBar, to: after.statusBar, progress: p)
    let start = Self.angle(before.orientation)
    return screenNode(
      moving, angle: start + Self.turn(from: before.orientation, to: after.orientation) * p)
  }

  /// The frame after the rotation's completion callbacks.
  func finalFrame() -> RenderNode {
    screenNode(stages.after, angle: Self.angle(stages.after.orientation))
  }

  /// The screen: the window (in the legacy model it stays still and only its root view turns),
  /// and the interface of `frame.size` turned by `angle` about the screen's centre.
  private func screenNode(_ frame: DeviceHost.InterfaceFrame, angle: CGFloat) -> RenderNode {
    var node = RenderNode(
      path: "Screen", transform: .identity, bounds: CGRect(origin: .zero, size: screen))
    var interface = RenderNode(
      path: "Interface",
      transform: CGAffineTransform(translationX: -frame.size.width / 2, y: -frame.size.height / 2)
        .concatenating(CGAffineTransform(rotationAngle: angle))
        .concatenating(CGAffineTransform(translationX: screen.width / 2, y: screen.height / 2)),
      bounds: CGRect(origin: .zero, size: frame.size))
    switch model {
    case .modern: interface.backgroundColor = frame.windowBackground
    case .legacy: node.backgroundColor = frame.windowBackground
    }
    if let root = frame.root { interface.children.append(root) }
    if let bar = frame.statusBar { interface.children.append(bar) }
    node.children.append(interface)
    return node
  }

  /// `target` with the geometry and opacity of every view that `source` also holds (matched by
  /// path) moved `progress` of the way from `source`'s; views only in `target` are shown as
  /// they are, views only in `source` are gone.
  static func interpolate(from source: RenderNode?, to target: RenderNode, progress p: CGFloat)
    -> RenderNode
  {
    var node = target
    if let source {
      node.transform = mix(source.transform, target.transform, p)
      node.bounds = CGRect(
        x: mix(source.bounds.minX, target.bounds.minX, p),
        y: mix(source.bounds.minY, target.bounds.minY, p),
        width: mix(source.bounds.width, target.bounds.width, p),
        height: mix(source.bounds.height, target.bounds.height, p))
      node.alpha = mix(source.alpha, target.alpha, p)
    }
    var sourceChildren: [String: RenderNode] = [:]
    for child in source?.children ?? [] { sourceChildren[child.path] = child }
    node.children = target.children.map {
      interpolate(from: sourceChildren[$0.path], to: $0, progress: p)
    }
    return node
  }

  /// A node shown in one stage only fades; one shown in both is interpolated.
  static func fade(from source: RenderNode?, to target: RenderNode?, progress p: CGFloat)
    -> RenderNode?
  {
    switch (source, target) {
    case (let source?, let target?): return interpolate(from: source, to: target, progress: p)
    case (var source?, nil):
      source.alpha *= 1 - p
      return source
    case (nil, var target?):
      target.alpha *= p
      return target
    case (nil, nil): return nil
    }
  }

  /// The interface's rotation on the portrait screen (the legacy root transform's angle).
  static func angle(_ orientation: InterfaceOrientation) -> CGFloat {
    let t = RotationModel.rootTransform(for: orientation)
    return CGFloat(atan2(Double(t.b), Double(t.a)))
  }

  /// The shortest turn from one orientation to another, in (−π, π].
  static func turn(from: InterfaceOrientation, to: InterfaceOrientation) -> CGFloat {
    var delta = angle(to) - angle(from)
    while delta > .pi { delta -= 2 * .pi }
    while delta <= -.pi { delta += 2 * .pi }
    return delta
  }

  static func mix(_ a: CGFloat, _ b: CGFloat, _ p: CGFloat) -> CGFloat { a + (b - a) * p }

  static func mix(_ a: CGAffineTransform, _ b: CGAffineTransform, _ p: CGFloat) -> CGAffineTransform
  {
    CGAffineTransform(
      a: mix(a.a, b.a, p), b: mix(a.b, b.b, p), c: mix(a.c, b.c, p), d: mix(a.d, b.d, p),
      tx: mix(a.tx, b.tx, p), ty: mix(a.ty, b.ty, p))
  }
}
