import SwivelGraphics
import Testing

@Suite struct PathMutationTests {
  @Test func aCopyIsIndependentOfLaterChanges() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    let copy = path.copy()
    path.addLine(to: CGPoint(x: 10, y: 10))
    #expect(copy.elements.count == 2 && path.elements.count == 3)
  }

  @Test func aRoundedRectStartsAfterTheTopLeftCornerAndCloses() {
    var path = Path()
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 4)
    #expect(path.elements.first == .move(to: CGPoint(x: 8, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 32, y: 0)))
    #expect(path.elements.last == .closeSubpath)
    #expect(path.elements.count == 10)
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func radiiAreHeldToHalfTheSides() {
    var path = Path()
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
  }

  @Test func zeroRadiiAddAPlainRectangle() {
    var path = Path()
    path.addRoundedRect(
      in: CGRect(x: 1, y: 2, width: 3, height: 4), cornerWidth: 0, cornerHeight: 5)
    #expect(path == Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
  }
}
