/// A scene's rotation as UIKit animates it, frame by frame: the interface turns by the quarter
/// (or half) turn about the screen's centre while its bounds go from the old size to the new,
/// and every view moves from its old frame to the one the controller's layout gives at the new
/// size. In the legacy model the root view's transform turns, and what `didRotate(from:)` does
/// (Swapper swaps its views) shows in the last frame, after the animation, as on iOS 7.
///
/// Frames show the physical screen, as the device's portrait framebuffer: the device stays
/// still and the interface turns on it. Nothing like it exists in UIKit's tooling; it is the
/// figure a chapter on rotation wants.
///
/// ```swift
/// let film = try RotationFilm(scene: scene, device: .iphone6, to: .landscapeLeft).render()
/// try FileOutput.write(film.animatedPNG(), to: "rotation.png")
/// ```
///
/// Rules: views present before and after are interpolated (centre, bounds and transform,
/// component by component, on UIKit's ease-in-ease-out curve); views added or removed in the
/// rotation's callbacks appear or vanish at the first moving frame, as views changed outside an
/// animation block do; the status bar fades in or out.
public struct RotationFilm: Sendable {
  /// The scene.
  public var scene: Scene
  /// The device.
  public var device: Device
  /// The interface orientation the film starts in.
  public var from: InterfaceOrientation
  /// The interface orientation the film ends in.
  public var to: InterfaceOrientation
  /// How many frames (2…``maximumFrameCount``), the first before the turn and the last after it.
  public var frameCount: Int
  /// The rotation model; nil for the scene's own.
  public var model: RotationModel?
  /// Pixels per point of each frame.
  public var scale: CGFloat
  /// Whether every view's bounds are outlined.
  public var showingBounds: Bool
  /// The appearance, text size and layout direction the scene runs with (empty for UIKit's
  /// defaults), as for a render.
  public var traits: TraitCollection

  /// The most frames a film may have.
  public static let maximumFrameCount = 120
  /// The largest scale a film may have.
  public static let maximumScale: CGFloat = 4

  /// Describes a film.
  public init(
    scene: Scene, device: Device = .iphone6, from: InterfaceOrientation = .portrait,
    to: InterfaceOrientation = .landscapeLeft, frameCount: Int = 10, model: RotationModel? = nil,
    scale: CGFloat = 1, showingBounds: Bool = false, traits: TraitCollection = TraitCollection()
  ) {
    self.scene = scene
    self.device = device
    self.from = from
    self.to = to
    self.frameCount = frameCount
    self.model = model
    self.scale = scale
    self.showingBounds = showingBounds
    self.traits = traits
  }

  /// The size of each frame in pixels, checked before anything is rendered: the frame within
  /// the renderer's limits, and all frames together within ``maximumTotalPixels``.
  ///
  /// - Throws: ``FilmError/render(frame:reason:)`` for a frame too large, ``FilmError/tooLarge(frames:width:height:)``
  ///   for too many pixels in all.
  public func frameSize() throws(FilmError) -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
      throw .scale(Double(scale), maximum: Double(Self.maximumScale))
    }
    let size: (width: Int, height: Int)
    do {
      size = try Renderer.pixelSize(of: device.screenSize(for: .portrait), scale: scale)
    } catch {
      throw .render(frame: 0, reason: error.description)
    }
    guard frameCount * size.width * size.height <= Self.maximumTotalPixels else {
      throw .tooLarge(frames: frameCount, width: size.width, height: size.height)
    }
    return size
  }

  /// The most pixels a film may hold across all its frames (1 GiB of bitmaps).
  public static let maximumTotalPixels = 1 << 28

  /// Renders every frame.
  ///
  /// - Throws: ``FilmError`` when the frame count or scale is out of range, the scene cannot
  ///   show `from` or turn to `to` on the device, or a frame cannot be rendered.
  public func render() throws(FilmError) -> Film {
    guard (2...Self.maximumFrameCount).contains(frameCount) else {
      throw .frameCount(frameCount, maximum: Self.maximumFrameCount)
    }
    guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
      throw .scale(Double(scale), maximum: Double(Self.maximumScale))
    }
    guard from != .unknown, to != .unknown, from != to else { throw .sameOrientation(from) }
    let screen = device.screenSize(for: .portrait)
    _ = try frameSize()
    let host: DeviceHost
    let stages: DeviceHost.RotationStages?
    do {
      host = try scene.launch(on: device, orientation: from, model: model, traits: traits)
      guard host.interfaceOrientation == from else {
        throw FilmError.orientationNotAllowed(
          scene: scene.name, device: device.id, orientation: from)
      }
      stages = try host.rotationStages(to: to, showingBounds: showingBounds)
    } catch let error as FilmError {
      throw error
    } catch {
      throw .launch(scene: scene.name, device: device.id, reason: "\(error)")
    }
    guard let stages else {
      throw .orientationNotAllowed(scene: scene.name, device: device.id, orientation: to)
    }
    let composer = FilmFrameComposer(stages: stages, screen: screen, model: host.model)
    let moving = stages.after == stages.animated ? frameCount : frameCount - 1
    var frames: [Bitmap] = []
    frames.reserveCapacity(frameCount)
    for index in 0..<frameCount {
      let node: RenderNode
      if index < moving {
        let progress =
          index == 0
          ? 0
          : index == moving - 1 ? 1 : TimingCurve.easeInEaseOut(Double(index) / Double(moving - 1))
        node = composer.frame(progress: progress)
      } else {
        node = composer.finalFrame()
      }
      do {
        frames.append(try Renderer.render(node, size: screen, scale: scale, background: .black))
      } catch {
        throw .render(frame: index, reason: error.description)
      }
    }
    return Film(frames: frames, delays: Film.delays(count: frameCount, moving: moving))
  }
}
