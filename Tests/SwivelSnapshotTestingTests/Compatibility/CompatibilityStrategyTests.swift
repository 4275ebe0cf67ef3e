import Foundation
import SwivelSnapshotTesting
import Testing

/// swift-snapshot-testing's UIKit strategies under their names: what each takes a snapshot of.
@Suite struct CompatibilityStrategyTests {
  /// A controller that records the traits and safe area its view was laid out with.
  final class ProbeController: ViewController {
    var traits = TraitCollection()
    var safeArea = EdgeInsets.zero

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      traits = view.traitCollection
      safeArea = view.safeAreaInsets
    }
  }

  @Test func aControllerOnAPresetRendersAtItsSizeAtThreeTimes() throws {
    let bitmap = try Snapshotting<ProbeController, Bitmap>.image(on: .iPhoneSe).snapshot(
      ProbeController())
    #expect(bitmap.width == 960 && bitmap.height == 1704)
  }

  @Test func aControllerOnASplitViewGetsItsWidthSafeAreaAndCompactTraits() throws {
    let controller = ProbeController()
    let bitmap = try Snapshotting<ProbeController, Bitmap>.image(
      on: .iPadMini(.landscape(splitView: .oneThird))
    )
    .snapshot(controller)
    #expect(bitmap.width == 320 * 3 && bitmap.height == 768 * 3)
    #expect(controller.traits.horizontalSizeClass == .compact)
    #expect(controller.traits.userInterfaceIdiom == .pad)
    #expect(controller.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func aLandscapePhoneKeepsTheHousingInsetOnBothSides() throws {
    let controller = ProbeController()
    _ = try Snapshotting<ProbeController, Bitmap>.image(on: .iPhoneX(.landscape)).snapshot(
      controller)
    #expect(controller.safeArea == EdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    #expect(controller.traits.verticalSizeClass == .compact)
  }

  @Test func extraTraitsAndSizeOverrideThePreset() throws {
    let controller = ProbeController()
    let bitmap = try Snapshotting<ProbeController, Bitmap>.image(
      on: .iPhoneSe, size: CGSize(width: 100, height: 50),
      traits: .init(displayScale: 2, preferredContentSizeCategory: .extraLarge)
    ).snapshot(controller)
    #expect(bitmap.width == 200 && bitmap.height == 100)
    #expect(controller.traits.preferredContentSizeCategory == .extraLarge)
  }

  @Test func recursiveDescriptionOnAPresetLaysTheViewOutAtItsSize() throws {
    let text = try Snapshotting<ProbeController, String>.recursiveDescription(on: .iPhone8)
      .snapshot(ProbeController())
    #expect(text.hasPrefix("<View; frame = (0 0; 375 667)"))
  }

  @Test func hierarchyListsTheControllersIndented() throws {
    let navigation = NavigationController(rootViewController: ProbeController())
    let text = try Snapshotting<NavigationController, String>.hierarchy.snapshot(navigation)
    #expect(
      text == """
        <NavigationController>, state: appeared, view: <View>
           | <ProbeController>, state: appeared, view: <View>

        """)
  }

  @Test func aViewTakesTheSizeAndScaleOfItsTraits() throws {
    let view = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    view.backgroundColor = .red
    let bitmap = try Snapshotting<View, Bitmap>.image(
      size: CGSize(width: 30, height: 20), traits: .init(displayScale: 3)
    )
    .snapshot(view)
    #expect(bitmap.width == 90 && bitmap.height == 60)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test func aViewWithoutASizeIsSizedToFitAndGetsItsTextSize() throws {
    func label() -> Label {
      let label = Label()
      label.font = .preferredFont(forTextStyle: .title1)
      label.adjustsFontForContentSizeCategory = true
      label.text = "What's the point?"
      return label
    }
    let small = try Snapshotting<View, Bitmap>.image(
      traits: .init(preferredContentSizeCategory: .extraSmall)
    )
    .snapshot(label())
    let large = try Snapshotting<View, Bitmap>.image(
      traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)
    )
    .snapshot(label())
    // Title 1 is 25 pt at extra small and 48 pt at accessibility extra large.
    #expect(small.height > 0 && large.height * 2 > small.height * 3)
  }

  @Test func aPathIsFilledOverItsBoundingBoxAtScaleOne() throws {
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 30, y: 10))
    path.addLine(to: CGPoint(x: 30, y: 20))
    path.closeSubpath()
    let bitmap = try Snapshotting<Path, Bitmap>.image.snapshot(path)
    #expect(bitmap.width == 20 && bitmap.height == 10)
    #expect(bitmap[19, 1] == 0xFF00_0000)  // inside the triangle: opaque black
    #expect(bitmap[1, 8] == 0)  // outside: transparent
  }

  @Test func aBezierPathIsFilledAtItsScale() throws {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 3))
    let bitmap = try Snapshotting<BezierPath, Bitmap>.image(scale: 2).snapshot(path)
    #expect(bitmap.width == 8 && bitmap.height == 6)
    #expect(bitmap[7, 5] == 0xFF00_0000)
  }

  @Test func elementsDescriptionListsSubpathsWithOneToThreeDecimals() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0.5))
    path.closeSubpath()
    path.move(to: CGPoint(x: 1.23456, y: -2))
    path.addCurve(
      to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
    let text = try Snapshotting<BezierPath, String>.elementsDescription.snapshot(
      BezierPath(cgPath: path))
    #expect(
      text == """
        MoveTo (0.0, 0.0)
        LineTo (10.0, 0.5)
        Close

        MoveTo (1.235, -2.0)
        CurveTo (1.0, 1.0) (2.0, 2.0) (3.0, 3.0)

        """)
  }

  @Test func anImageIsItsPixels() throws {
    let bitmap = Bitmap(width: 3, height: 2, fill: 0xFF12_3456)
    let snapshot = try Snapshotting<Image, Bitmap>.image(precision: 0.99).snapshot(
      Image(bitmap: bitmap, scale: 3))
    #expect(snapshot == bitmap)
  }

  struct Card {
    let title: String
    let tags: [String]
    let rating: Int?
    let scores: [String: Int]
    let created: Date
    let photo: Data
  }

  @Test func dumpIsTheSameOnEveryRunWithSortedPartsAndNoAddresses() throws {
    let card = Card(
      title: "Ada", tags: ["math"], rating: nil, scores: ["b": 2, "a": 1],
      created: Date(timeIntervalSinceReferenceDate: 0), photo: Data([1, 2, 3]))
    let text = try Snapshotting<Card, String>.dump.snapshot(card)
    #expect(
      text == """
        ▿ Card
          - created: 2001-01-01T00:00:00Z
          - photo: 3 bytes
          - rating: Optional<Int>.none
          - title: "Ada"
          ▿ scores: 2 key/value pairs
            ▿ (2 elements)
              - key: "a"
              - value: 1
            ▿ (2 elements)
              - key: "b"
              - value: 2
          ▿ tags: 1 element
            - "math"

        """)
    #expect(try Snapshotting<NSObject, String>.dump.snapshot(NSObject()) == "- <NSObject>\n")
  }

  final class Node {
    var next: Node?
  }

  @Test func dumpMarksACircularReference() throws {
    let node = Node()
    node.next = node
    #expect(
      try Snapshotting<Node, String>.dump.snapshot(node) == """
        ▿ Node
          ▿ next: Optional<Node>
            ▿ some (circular reference detected)

        """)
  }

  @Test func aViewKeepsItsJSONDump() throws {
    let text = try Snapshotting<View, String>.dump.snapshot(
      View(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(text.hasPrefix("{"))
  }
}
