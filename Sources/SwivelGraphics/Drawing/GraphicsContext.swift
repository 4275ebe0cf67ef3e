import Foundation

/// What custom drawing draws into (`CGContext`, as `UIGraphicsGetCurrentContext()` returns it
/// inside `UIView.draw(_:)`): it records fills, strokes, text and images into the view's
/// display list. No Cairo type shows; the renderer paints the record later.
///
/// Inside an override of `View.draw(_:)` the context is ``current``, as in UIKit, so that
/// ``BezierPath/fill()``, ``Color/setFill()`` and ``Image/draw(in:)`` work as they do there:
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   guard let context = GraphicsContext.current else { return }
///   context.setFillColor(.systemBlue)
///   context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
///   let check = BezierPath()
///   check.move(to: CGPoint(x: 8, y: 16))
///   check.addLine(to: CGPoint(x: 14, y: 22))
///   check.addLine(to: CGPoint(x: 24, y: 10))
///   Color.white.setStroke()
///   check.lineWidth = 3
///   check.stroke()
/// }
/// ```
///
/// Coordinates are the view's bounds coordinates, and everything is clipped to the bounds.
/// The current transformation matrix and clipping calls of `CGContext` are not modelled.
public final class GraphicsContext: @unchecked Sendable {
  // @unchecked: the mutable state below is only touched while holding `lock`.
  private let lock = NSLock()
  private var state = State()
  private var savedStates: [State] = []
  private var commands: [RenderContent] = []
  private var currentPath = Path()

  /// The rectangle drawing is clipped to: the view's bounds.
  public let bounds: CGRect

  /// The context custom drawing goes to (`UIGraphicsGetCurrentContext()`): the innermost
  /// image context begun on this thread (`UIGraphicsBeginImageContextWithOptions` in
  /// SwivelUIKit), else the one set while a view's `draw(_:)` runs; nil elsewhere.
  public static var current: GraphicsContext? {
    let drawing = drawing
    guard let begun = ImageContextStack.innermostEntry(after: drawing?.order ?? 0) else {
      return drawing?.context
    }
    return begun.context
  }

  /// The context of the `draw(_:)` running in this task, and when it was set (see
  /// ``ImageContextStack/nextOrder()``), so that an image context begun inside it wins and
  /// one begun before it does not.
  @TaskLocal private static var drawing: (context: GraphicsContext, order: UInt64)?

  /// Runs `body` with `context` as the context of a `draw(_:)`.
  package static func withDrawing<Result>(_ context: GraphicsContext, _ body: () -> Result)
    -> Result
  {
    $drawing.withValue((context, ImageContextStack.nextOrder()), operation: body)
  }

  private struct State {
    var fillColor = Color.black
    var strokeColor = Color.black
    var style = StrokeStyle()
  }

  /// Creates an empty context drawing in `bounds`.
  package init(bounds: CGRect) {
    self.bounds = bounds
  }

  /// What was drawn, in order.
  package var recorded: [RenderContent] {
    locked { commands }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private func record(_ content: RenderContent) {
    locked { commands.append(content) }
  }

  /// Adds content drawn by other means (a label's text, drawn by its `drawText(in:)`).
  package func record(contentsOf contents: [RenderContent]) {
    locked { commands.append(contentsOf: contents) }
  }

  // MARK: State

  /// The colour fills use (`setFillColor(_:)`); black at first, as in Core Graphics.
  public func setFillColor(_ color: Color) { locked { state.fillColor = color } }
  /// The colour strokes use (`setStrokeColor(_:)`); black at first.
  public func setStrokeColor(_ color: Color) { locked { state.strokeColor = color } }
  /// The stroke width in points (`setLineWidth(_:)`); 1 at first.
  public func setLineWidth(_ width: CGFloat) { locked { state.style.lineWidth = width } }
  /// The stroke end style (`setLineCap(_:)`); `.butt` at first.
  public func setLineCap(_ cap: LineCap) { locked { state.style.lineCap = cap } }
  /// The stroke corner style (`setLineJoin(_:)`); `.miter` at first.
  public func setLineJoin(_ join: LineJoin) { locked { state.style.lineJoin = join } }
  /// The miter limit (`setMiterLimit(_:)`); 10 at first.
  public func setMiterLimit(_ limit: CGFloat) { locked { state.style.miterLimit = limit } }
  /// The dash pattern (`setLineDash(phase:lengths:)`); empty lengths for a solid line.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    locked {
      state.style.dash = lengths
      state.style.dashPhase = phase
    }
  }

  /// The current stroke style (width, caps, joins, dashes).
  public var strokeStyle: StrokeStyle { locked { state.style } }

  /// Pushes the colours and stroke style (`saveGState()`).
  public func saveGState() { locked { savedStates.append(state) } }
  /// Pops what the last ``saveGState()`` pushed (`restoreGState()`); nothing if none.
  public func restoreGState() { locked { if let last = savedStates.popLast() { state = last } } }

  // MARK: The current path

  /// Starts a subpath of the current path (`move(to:)`).
  public func move(to point: CGPoint) { locked { currentPath.move(to: point) } }
  /// Adds a line to the current path (`addLine(to:)`).
  public func addLine(to point: CGPoint) { locked { currentPath.addLine(to: point) } }
  /// Adds a rectangle to the current path (`addRect(_:)`).
  public func addRect(_ rect: CGRect) { locked { currentPath.addRect(rect) } }
  /// Adds an ellipse to the current path (`addEllipse(in:)`).
  public func addEllipse(in rect: CGRect) { locked { currentPath.addEllipse(in: rect) } }
  /// Adds a path to the current path (`addPath(_:)`).
  public func addPath(_ path: Path) { locked { currentPath.addPath(path) } }
  /// Closes the current subpath (`closePath()`).
  public func closePath() { locked { currentPath.closeSubpath() } }

  /// Fills the current path and empties it (`fillPath(using:)`; `evenOdd` for `.evenOdd`).
  public func fillPath(evenOdd: Bool = false) {
    let path = locked { () -> Path in
      defer { currentPath = Path() }
      return currentPath
    }
    fill(path, evenOdd: evenOdd)
  }

  /// Strokes the current path with the current style and empties it (`strokePath()`).
  public func strokePath() {
    let path = locked { () -> Path in
      defer { currentPath = Path() }
      return currentPath
    }
    stroke(path)
  }

  // MARK: Drawing

  /// Fills `path` with the fill colour (the non-zero winding rule unless `evenOdd`).
  public func fill(_ path: Path, evenOdd: Bool = false) {
    guard !path.isEmpty else { return }
    let color = locked { state.fillColor }
    record(.path(PathDraw(path: path, paint: .fill(color, evenOdd: evenOdd), clip: bounds)))
  }

  /// Strokes `path` with the stroke colour and `style` (the current style when nil).
  public func stroke(_ path: Path, style: StrokeStyle? = nil) {
    guard !path.isEmpty else { return }
    let (color, current) = locked { (state.strokeColor, state.style) }
    record(.path(PathDraw(path: path, paint: .stroke(color, style ?? current), clip: bounds)))
  }

  /// Fills a rectangle with the fill colour (`fill(_:)`).
  public func fill(_ rect: CGRect) { fill(Path(rect: rect)) }
  /// Strokes a rectangle (`stroke(_:)`).
  public func stroke(_ rect: CGRect) { stroke(Path(rect: rect)) }
  /// Fills the ellipse inscribed in `rect` (`fillEllipse(in:)`).
  public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect)) }
  /// Strokes the ellipse inscribed in `rect` (`strokeEllipse(in:)`).
  public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect)) }

  /// Draws an image, upright (turned by its `imageOrientation`), scaled into `rect`
  /// (`draw(_:in:)`, `UIImage.draw(in:)`).
  public func draw(_ image: Image, in rect: CGRect) {
    guard image.bitmap.width > 0, image.bitmap.height > 0 else { return }
    record(
      .image(
        ImageDraw(
          bitmap: image.bitmap, rect: rect, clip: bounds, orientation: image.imageOrientation)))
  }

  /// Draws text on one line with its top-left corner at `point` (`NSString.draw(at:withAttributes:)`),
  /// in `font` and `color`; line breaks start new lines.
  public func drawText(_ text: String, at point: CGPoint, font: Font, color: Color = .black) {
    let layout = TextLayout(
      text, font: font, maxWidth: .infinity, maxLines: 0, lineBreakMode: .byClipping)
    drawLayout(layout, origin: point, width: nil, alignment: .left, color: color, clip: bounds)
  }

  /// Draws text wrapped to `rect`'s width from its top, aligned, and clipped to `rect`
  /// (`NSString.draw(in:withAttributes:)`).
  public func drawText(
    _ text: String, in rect: CGRect, font: Font, color: Color = .black,
    alignment: TextAlignment = .left
  ) {
    let layout = TextLayout(
      text, font: font, maxWidth: rect.width, maxLines: 0, lineBreakMode: .byWordWrapping)
    drawLayout(
      layout, origin: rect.origin, width: rect.width, alignment: alignment, color: color,
      clip: rect.intersection(bounds))
  }

  private func drawLayout(
    _ layout: TextLayout, origin: CGPoint, width: CGFloat?, alignment: TextAlignment, color: Color,
    clip: CGRect
  ) {
    guard !clip.isNull else { return }
    let font = layout.font
    var glyphs: [UInt32] = []
    var positions: [CGPoint] = []
    for (index, line) in layout.lines.enumerated() {
      let baseline = origin.y + font.ascender + CGFloat(index) * font.lineHeight
      var start = origin.x
      if let width {
        switch alignment {
        case .center: start += (width - line.width) / 2
        case .right: start += width - line.width
        case .left, .natural, .justified: break
        }
      }
      glyphs += line.glyphs
      positions += line.drawnOffsets.map { CGPoint(x: start + $0, y: baseline) }
    }
    guard !glyphs.isEmpty else { return }
    record(
      .text(GlyphRun(font: font, color: color, glyphs: glyphs, positions: positions, clip: clip)))
  }
}
