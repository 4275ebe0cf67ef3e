import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// A 200×120 pt white form: `Label#title` at (20, 16, 160×24) over a light blue
/// `Button#signIn` at (20, 60, 160×36); `changed` moves the button to y 68 and rewords the
/// title, as an edit might.
func signInForm(changed: Bool = false, extraHint: Bool = false) -> View {
  let form = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  form.backgroundColor = .white
  let title = Label(frame: CGRect(x: 20, y: 16, width: 160, height: 24))
  title.identifier = "title"
  title.text = changed ? "Log in" : "Sign in"
  let button = Button(type: .system)
  button.identifier = "signIn"
  button.setTitle("Continue", for: .normal)
  button.frame = CGRect(x: 20, y: changed ? 68 : 60, width: 160, height: 36)
  button.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
  form.addSubview(title)
  form.addSubview(button)
  if extraHint {
    let hint = Label(frame: CGRect(x: 20, y: 100, width: 160, height: 16))
    hint.identifier = "hint"
    hint.text = "Forgot?"
    form.addSubview(hint)
  }
  form.layoutIfNeeded()
  return form
}

/// The view tree a golden records, and what a mismatch says changed in it.
@Suite struct ViewTreeTests {
  @Test func theTextFormRoundTripsEveryField() throws {
    let tree = ViewTree(
      scale: 2, toImage: CGAffineTransform(translationX: -5, y: 0),
      nodes: [
        .init(
          depth: 0, type: "View", frame: CGRect(x: 5, y: 0, width: 200, height: 120.5),
          background: "#FFFFFFFF"),
        .init(
          depth: 1, type: "Label", identifier: "title",
          frame: CGRect(x: 25, y: 16, width: 160, height: 24),
          text: "Tab\there\nand \\ slash", isHidden: true, alpha: 0.25, fontSize: 17),
      ])
    #expect(
      tree.text == """
        swivel-tree 1
        image 2 1 0 0 1 -5 0
        0\tView\t\t5 0 200 120.5\tbg#FFFFFFFF
        1\tLabel\ttitle\t25 16 160 24\th a0.25 f17\tTab\\there\\nand \\\\ slash

        """)
    #expect(ViewTree(text: tree.text) == tree)
    #expect(ViewTree(text: "something else\n") == nil)
  }

  @Test func aViewsTreeHasWindowFramesAndMapsThemOntoItsImage() throws {
    let holder = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let form = signInForm()
    form.frame.origin = CGPoint(x: 50, y: 30)
    holder.addSubview(form)
    let tree = ViewTree(view: form, scale: 2)
    #expect(tree.nodes.map(\.type) == ["View", "Label", "Button", "Label"])
    #expect(tree.nodes.map(\.depth) == [0, 1, 1, 2])
    let button = try #require(tree.nodes.first { $0.identifier == "signIn" })
    // in the holder's (window) coordinates
    #expect(button.frame == CGRect(x: 70, y: 90, width: 160, height: 36))
    // on the form's 2× image
    #expect(tree.pixelRect(button.frame) == CGRect(x: 40, y: 120, width: 320, height: 72))
    #expect(tree.nodes[1].text == "Sign in")
    #expect(tree.nodes[0].background == "#FFFFFFFF")
  }

  /// A white screen with a red `box` at (10, 20, 100×50) in the root view's coordinates.
  final class BoxController: ViewController {
    override func loadView() {
      super.loadView()
      view.backgroundColor = .white
      let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      box.identifier = "box"
      box.backgroundColor = Color(red: 1, green: 0, blue: 0)
      view.addSubview(box)
    }
  }

  @Test func aHeldLegacyScreenMapsItsRotatedWindowFramesBackUpright() throws {
    let host = try DeviceHost.launch(
      BoxController(),
      DeviceConfiguration(device: .iphone6, orientation: .landscapeLeft, model: .legacy))
    let image = try host.renderImage(asHeld: true, statusBar: false)
    let tree = ViewTree(host: host, asHeld: true)
    let box = try #require(tree.nodes.first { $0.identifier == "box" })
    // The window stays portrait: the box's window frame is turned, 50 wide and 100 tall.
    #expect(box.frame.size == CGSize(width: 50, height: 100))
    // Upright at 2×, the box is where the root view put it, and the render agrees.
    let rect = tree.pixelRect(box.frame)
    #expect(rect.origin.x.rounded() == 20 && rect.origin.y.rounded() == 40)
    #expect(rect.size.width.rounded() == 200 && rect.size.height.rounded() == 100)
    #expect(image.width == 1334 && image.height == 750)
    #expect(image[21, 41] == 0xFFFF_0000)
    #expect(image[218, 138] == 0xFFFF_0000)
    #expect(image[222, 142] == 0xFFFF_FFFF)
  }

  @Test func aMovedViewAndAChangedTextAreNamedWithBeforeAndAfter() {
    let golden = ViewTree(view: signInForm(), scale: 2)
    let actual = ViewTree(view: signInForm(changed: true), scale: 2)
    #expect(
      actual.changes(from: golden).map(\.description) == [
        "Label#title text \"Sign in\" → \"Log in\"",
        "Button#signIn moved (20, 60) → (20, 68)",
      ])
  }

  @Test func addedAndRemovedViewsAreReportedOnceWithTheirSubviews() {
    let plain = ViewTree(view: signInForm(), scale: 2)
    let hinted = ViewTree(view: signInForm(extraHint: true), scale: 2)
    #expect(
      hinted.changes(from: plain).map(\.description) == ["Label#hint added at (20, 100, 160×16)"])
    #expect(
      plain.changes(from: hinted).map(\.description) == [
        "Label#hint removed from (20, 100, 160×16)"
      ])
    let withoutButton = signInForm()
    withoutButton.subviews[1].removeFromSuperview()
    // The button's title label goes with it, counted rather than listed.
    #expect(
      ViewTree(view: withoutButton, scale: 2).changes(from: plain).map(\.description)
        == ["Button#signIn removed from (20, 60, 160×36) with 1 subview"])
  }

  @Test func subviewsThatMoveWithTheirSuperviewAreNotRepeated() {
    let golden = ViewTree(view: signInForm(), scale: 2)
    let moved = signInForm()
    moved.subviews[1].frame.origin.x = 30  // the button and its title label move 10 pt right
    #expect(
      ViewTree(view: moved, scale: 2).changes(from: golden).map(\.description)
        == ["Button#signIn moved (20, 60) → (30, 60)"])
  }

  @Test func changesAreRankedByTheDifferingPixelsWhereTheViewWasOrIs() {
    let golden = ViewTree(
      scale: 1, toImage: .identity,
      nodes: [
        .init(depth: 0, type: "View", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        .init(
          depth: 1, type: "View", identifier: "small",
          frame: CGRect(x: 0, y: 0, width: 2, height: 2)),
        .init(
          depth: 1, type: "View", identifier: "large",
          frame: CGRect(x: 5, y: 5, width: 4, height: 4)),
      ])
    var actual = golden
    actual.nodes[1].frame.origin = CGPoint(x: 1, y: 0)  // union x 0..<3, y 0..<2
    actual.nodes[2].alpha = 0.5  // x 5..<9, y 5..<9
    let expected = Bitmap(width: 10, height: 10, fill: 0xFFFF_FFFF)
    var changed = expected
    for (x, y) in [(0, 0), (2, 1), (5, 5), (6, 6), (8, 8), (9, 9)] { changed[x, y] = 0xFF00_0000 }
    let finding = ViewTree.finding(golden: golden, actual: actual, images: (changed, expected))
    // (9, 9) lies outside both views; (0, 0) and (2, 1) in the small one's; three in the large one's.
    #expect(finding.changes.map(\.pixels) == [3, 2])
    #expect(
      finding.lines == [
        "What changed in the view tree, most differing pixels first:",
        "  View#large alpha 1 → 0.5 (3 px)",
        "  View#small moved (0, 0) → (1, 0) (2 px)",
      ])
  }

  @Test func identicalTreesSayOnlyTheDrawingChanged() {
    let tree = ViewTree(view: signInForm(), scale: 2)
    #expect(
      ViewTree.finding(golden: tree, actual: tree, images: nil).lines == [
        "The view tree is the same as the golden's (frames, text, visibility, alpha, background colours and font "
          + "sizes): only the drawing changed."
      ])
  }
}

/// Goldens of views carry their tree; a mismatch leads with what changed in it.
@Suite struct ViewTreeProvenanceTests {
  @Test func aRecordedGoldenCarriesTheTreeItShows() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: signInForm(), as: .image, record: .missing, snapshotDirectory: package.goldens)
    }
    let path = try #require(outcome.recording?.absolutePath)
    let stored = try #require(
      PNGDecoder.annotations(in: try readFile(path)).first { $0.kind == .viewTree })
    let tree = try #require(ViewTree(text: stored.text))
    #expect(tree.nodes.map { $0.identifier ?? $0.type } == ["View", "title", "signIn", "Label"])
    #expect(tree.nodes[2].frame == CGRect(x: 20, y: 60, width: 160, height: 36))
    #expect(tree.scale == 2)
  }

  @Test func aMismatchLeadsWithTheChangedViewsMostPixelsFirst() throws {
    let package = try TemporaryPackage()
    let name = "ViewTreeProvenanceTests.aMismatchLeadsWithTheChangedViewsMostPixelsFirst.1.png"
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    let golden = try signInForm().renderImage(scale: 2)
    try Data(
      PNGEncoder().encode(
        golden,
        annotations: [
          PNGAnnotation(.renderer, RendererIdentity.current.text),
          PNGAnnotation(.viewTree, ViewTree(view: signInForm(), scale: 2).text),
        ])
    ).write(to: package.golden(name))
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: signInForm(changed: true), as: .image, record: .never,
        snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    let lines = failure.description.split(separator: "\n").map(String.init)
    #expect(lines[0] == "What changed in the view tree, most differing pixels first:")
    // The button's 8-pt move uncovers 8 rows of its background at the top and covers 8 at the
    // bottom, 160 pt wide: at least 2 × 8 × 160 pt² = 10240 px at 2×.
    #expect(lines[1].hasPrefix("  Button#signIn moved (20, 60) → (20, 68) ("))
    #expect(failure.treeChanges.first.map { $0.pixels >= 10240 } == true)
    #expect(lines[2].hasPrefix("  Label#title text \"Sign in\" → \"Log in\" ("))
    #expect(lines[3].hasPrefix("Snapshot differs from the golden "))
    #expect(
      failure.treeChanges.map(\.before) == [
        CGRect(x: 40, y: 120, width: 320, height: 72), CGRect(x: 40, y: 32, width: 320, height: 48),
      ])
    #expect(failure.treeChanges.first?.after == CGRect(x: 40, y: 136, width: 320, height: 72))
  }

  @Test func aGoldenWithoutATreeAddsNothingAndAMatchingOnePasses() throws {
    let package = try TemporaryPackage()
    let name = "ViewTreeProvenanceTests.aGoldenWithoutATreeAddsNothingAndAMatchingOnePasses."
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(try signInForm().renderImage(scale: 2))).write(
      to: package.golden(name + "old.png"))
    let old = package.withEnvironment {
      snapshotOutcome(
        of: signInForm(changed: true), as: .image, named: "old", record: .never,
        snapshotDirectory: package.goldens)
    }
    #expect(old.failure?.description.hasPrefix("Snapshot differs from the golden ") == true)
    #expect(old.failure?.treeChanges == [])
    let recorded = package.withEnvironment {
      snapshotOutcome(
        of: signInForm(), as: .image, named: "new", record: .missing,
        snapshotDirectory: package.goldens)
    }
    #expect(recorded.recording != nil)
    // Checking it again (an assertion claims a golden once per run, so through the verifier).
    let location = SnapshotLocation(
      packageRoot: package.root, folder: "Suite", name: name + "new",
      goldenFolder: URL(fileURLWithPath: package.goldens))
    #expect(
      package.verifier(.never).verify(
        try signInForm().renderImage(scale: 2), scale: 2, at: location) == .matched)
  }

  @Test func theReportListsAndOutlinesTheChangedViews() throws {
    let package = try TemporaryPackage()
    let name = "ViewTreeProvenanceTests.theReportListsAndOutlinesTheChangedViews.1.png"
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    try Data(
      PNGEncoder().encode(
        try signInForm().renderImage(scale: 2),
        annotations: [
          PNGAnnotation(.viewTree, ViewTree(view: signInForm(), scale: 2).text)
        ])
    ).write(to: package.golden(name))
    _ = try package.failingRun {
      assertSnapshot(
        of: signInForm(changed: true), as: .image, record: .never,
        snapshotDirectory: package.goldens)
    }
    let html = String(
      decoding: try readFile(package.artifactsRoot.appendingPathComponent("report.html").path),
      as: UTF8.self)
    #expect(
      html.contains("<ol class=\"tree-changes\">\n<li>Button#signIn moved (20, 60) → (20, 68) ("))
    // The form is 400×240 px: the button's box was at (40, 120, 320×72) px and is at y 136.
    #expect(html.contains("style=\"left: 10%; top: 50%; width: 80%; height: 30%\">1</span>"))
    #expect(html.contains("style=\"left: 10%; top: 56.667%; width: 80%; height: 30%\">1</span>"))
    let summary = String(
      decoding: try readFile(package.artifactsRoot.appendingPathComponent("summary.md").path),
      as: UTF8.self)
    #expect(
      summary.contains(" | Button#signIn moved (20, 60) → (20, 68) (and 1 more view change); "))
  }
}
