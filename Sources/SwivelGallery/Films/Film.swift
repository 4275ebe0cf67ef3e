import SwivelSupport

/// The frames of a ``RotationFilm``, with how long each shows, as an animated PNG or a
/// filmstrip.
public struct Film: Sendable, Equatable {
  /// The frames, in order, all of one size.
  public var frames: [Bitmap]
  /// How long each frame shows, in milliseconds.
  public var delays: [Int]

  /// How long the first frame holds before the turn, in milliseconds.
  public static let openingHold = 600
  /// How long the last frame holds before the film loops, in milliseconds.
  public static let closingHold = 1_200
  /// How long the turn takes: UIKit's rotation duration (0.3 s).
  public static let turnDuration = Int((DeviceHost.rotationDuration * 1000).rounded())

  /// Creates a film.
  ///
  /// - Precondition: one delay per frame, and every frame of the same size.
  public init(frames: [Bitmap], delays: [Int]) {
    requirePrecondition(
      frames.count == delays.count,
      "a film needs one delay per frame: \(frames.count) frames, \(delays.count) delays")
    requirePrecondition(
      frames.allSatisfy { $0.width == frames.first?.width && $0.height == frames.first?.height },
      "every frame of a film must have the same size")
    self.frames = frames
    self.delays = delays
  }

  /// The delays of `count` frames of which the first `moving` show the turn: the first holds,
  /// the turn takes ``turnDuration`` in real time, the last frame holds.
  static func delays(count: Int, moving: Int) -> [Int] {
    let step = moving > 1 ? max(1, turnDuration / (moving - 1)) : turnDuration
    return (0..<count).map { index in
      index == 0 ? openingHold : index == count - 1 ? closingHold : step
    }
  }

  /// The film as an animated PNG (APNG) that loops forever; browsers play it, and viewers that
  /// only know PNG show the first frame. Deterministic: the same frames give the same bytes.
  public func animatedPNG(encoder: PNGEncoder = PNGEncoder()) -> [UInt8] {
    APNGWriter.encode(frames: frames.map { encoder.encode($0, embedDigest: false) }, delays: delays)
  }

  /// The size of the filmstrip of `count` frames of `frameWidth` × `frameHeight` pixels,
  /// checked against the renderer's limits, so a film can be refused before it is rendered.
  ///
  /// - Throws: ``FilmError/filmstripTooLarge(width:height:)``.
  public static func filmstripSize(
    frameCount count: Int, frameWidth: Int, frameHeight: Int, gap: Int = 8
  ) throws(FilmError) -> (width: Int, height: Int) {
    let width = count * frameWidth + (count + 1) * gap, height = frameHeight + 2 * gap
    guard width <= RenderLimits.maxSide, height <= RenderLimits.maxSide,
      width * height <= RenderLimits.maxPixels
    else {
      throw .filmstripTooLarge(width: width, height: height)
    }
    return (width, height)
  }

  /// The frames side by side, left to right, `gap` points apart on a light background.
  ///
  /// - Throws: ``FilmError/filmstripTooLarge(width:height:)`` past the renderer's limits.
  public func filmstrip(gap: Int = 8) throws(FilmError) -> Bitmap {
    guard let first = frames.first else { return Bitmap(width: 1, height: 1, fill: 0xFFF2_F2F7) }
    let (width, height) = try Self.filmstripSize(
      frameCount: frames.count, frameWidth: first.width, frameHeight: first.height, gap: gap)
    var strip = Bitmap(width: width, height: height, fill: 0xFFF2_F2F7)
    strip.pixels.withUnsafeMutableBufferPointer { target in
      for (index, frame) in frames.enumerated() {
        let left = gap + index * (first.width + gap)
        frame.pixels.withUnsafeBufferPointer { source in
          for row in 0..<frame.height {
            let from = row * frame.width, to = (row + gap) * width + left
            for column in 0..<frame.width { target[to + column] = source[from + column] }
          }
        }
      }
    }
    return strip
  }
}
