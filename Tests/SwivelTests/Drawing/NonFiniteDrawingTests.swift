import Swivel
import Testing

/// NaN and infinity in what a view draws (a gradient's points, a rect or point handed to the
/// context in `draw(_:)`) are typed errors naming the view, the value and what it was, like
/// every other NaN the renderer meets; never Cairo's "invalid matrix".
@Suite struct NonFiniteDrawingTests {
  /// A view whose `draw(_:)` runs `body` with the current context.
  private final class Sketch: View {
    let body: (GraphicsContext) -> Void
    init(_ body: @escaping (GraphicsContext) -> Void) {
      self.body = body
      super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      identifier = "sketch"
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) {
      if let context = GraphicsContext.current { body(context) }
    }
  }

  private func error(rendering view: View) -> String? {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(view)
    do {
      _ = try root.renderImage(scale: 2)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [GradientView.GradientType.radial, .axial])
  func aGradientWithANaNEndPointNamesTheViewAndTheValue(type: GradientView.GradientType) throws {
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    gradient.identifier = "glow"
    gradient.type = type
    gradient.colors = [.red, .blue]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: CGFloat.nan, y: 1)
    let message = try #require(error(rendering: gradient))
    #expect(
      message.contains("View > GradientView#glow") && message.contains("endPoint")
        && message.contains("nan"))
    #expect(!message.contains("Cairo"))
  }

  @Test func aGradientWithInfiniteLocationsNamesThem() throws {
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    gradient.colors = [.red, .blue]
    gradient.locations = [0, .infinity]
    let message = try #require(error(rendering: gradient))
    #expect(message.contains("locations") && message.contains("inf"))
  }

  @Test func anImageDrawnIntoANaNRectNamesTheViewAndTheRect() throws {
    let image = Image(bitmap: Bitmap(width: 2, height: 2, fill: 0xFFFF_0000))
    let message = try #require(
      error(
        rendering: Sketch {
          $0.draw(image, in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        }))
    #expect(
      message.contains("View > Sketch#sketch") && message.contains("image rect")
        && message.contains("nan"))
    #expect(!message.contains("Cairo"))
  }

  @Test func aNaNPointOrLineWidthInAPathNamesIt() throws {
    let point = try #require(
      error(
        rendering: Sketch { context in
          context.move(to: .zero)
          context.addLine(to: CGPoint(x: 5, y: CGFloat.nan))
          context.strokePath()
        }))
    #expect(
      point.contains("Sketch#sketch") && point.contains("path point") && point.contains("nan"))
    let width = try #require(
      error(
        rendering: Sketch { context in
          context.setLineWidth(.infinity)
          context.stroke(CGRect(x: 2, y: 2, width: 10, height: 10))
        }))
    #expect(
      width.contains("Sketch#sketch") && width.contains("line width") && width.contains("inf"))
  }

  @Test func finiteDrawingStillRenders() throws {
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    gradient.colors = [.red, .blue]
    gradient.type = .radial
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    #expect(error(rendering: gradient) == nil)
    #expect(error(rendering: Sketch { $0.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }) == nil)
  }
}
