import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// A golden's tree record is a file anyone can edit: reading and comparing it stays bounded.
///
/// The two tests marked with a one-minute time limit guard against quadratic work: the inputs
/// are the sizes at which a scan of every view per removed view took minutes (20,000 views:
/// about 130 s), while the linear comparison takes well under a second even in a debug build
/// on a busy machine. The limit is a minute, the shortest Swift Testing offers, so only work
/// that grows with the square of the input can reach it.
@Suite struct ViewTreeLimitsTests {
  func node(_ depth: Int, _ type: String = "View", identifier: String? = nil, text: String? = nil)
    -> ViewTree.Node
  {
    .init(
      depth: depth, type: type, identifier: identifier,
      frame: CGRect(x: 0, y: 0, width: 10, height: 10), text: text)
  }

  func record(
    header: String = "swivel-tree 1\nimage 1 1 0 0 1 0 0\n", lines: Int, line: (Int) -> String
  ) -> String {
    var text = header
    text.reserveCapacity(header.utf8.count + lines * 24)
    for index in 0..<lines { text += line(index) + "\n" }
    return text
  }

  @Test(.timeLimit(.minutes(1)))
  func aGoldenWith20000SubviewsAgainstTheViewWithoutThemIsComparedInLinearTime() {
    let golden = ViewTree(
      scale: 1, toImage: .identity, nodes: [node(0)] + (0..<20_000).map { _ in node(1, "Label") })
    let actual = ViewTree(scale: 1, toImage: .identity, nodes: [node(0)])
    let changes = actual.changes(from: golden)
    #expect(changes.count == 20_000)
    #expect(changes.first?.description == "Label in View removed from (0, 0, 10×10)")
    let finding = ViewTree.finding(golden: golden, actual: actual, images: nil)
    #expect(finding.lines.count == 1 + ViewTree.listedChanges + 1)
    #expect(finding.lines.last == "  … and 19992 more")
  }

  @Test(.timeLimit(.minutes(1)))
  func aRemovedSubtreeCountsItsSubviewsWithoutScanningTheTree() {
    // One card holding 30,000 labels, removed: one change, its subviews counted.
    let golden = ViewTree(
      scale: 1, toImage: .identity,
      nodes: [node(0), node(1, identifier: "card")] + (0..<30_000).map { _ in node(2, "Label") } + [
        node(1, "Button")
      ])
    let actual = ViewTree(scale: 1, toImage: .identity, nodes: [node(0), node(1, "Button")])
    #expect(
      actual.changes(from: golden).map(\.description) == [
        "View#card removed from (0, 0, 10×10) with 30000 subviews"
      ])
  }

  @Test func aRecordListingMoreViewsThanTheLimitIsIgnoredAfterReadingNoMoreThanIt() {
    let text = record(lines: 300_000) { _ in "1\tView\t\t0 0 1 1\t" }
    #expect(ViewTree.read(text) == .beyondLimits("it lists more than 100000 views"))
    let atTheLimit = record(lines: ViewTree.Limits.maximumViews) { _ in "1\tView\t\t0 0 1 1\t" }
    guard case .tree(let tree) = ViewTree.read(atTheLimit) else {
      Issue.record("a record of exactly \(ViewTree.Limits.maximumViews) views is a tree")
      return
    }
    #expect(tree.nodes.count == ViewTree.Limits.maximumViews)
  }

  @Test func aRecordDeeperThanARenderDrawsIsIgnored() {
    // 40,000 levels in about 100 KB before compression.
    let text = record(lines: 40_000) { "\($0)\tV\t\t0 0 1 1\t" }
    #expect(
      ViewTree.read(text)
        == .beyondLimits("it lists a view 1001 levels deep, deeper than the 1000 a render draws"))
  }

  @Test func aNegativeOrHugeDepthIsNotATree() {
    #expect(
      ViewTree.read(record(lines: 2) { $0 == 0 ? "0\tV\t\t0 0 1 1\t" : "-1\tV\t\t0 0 1 1\t" })
        == .notATree)
    #expect(
      ViewTree.read(record(lines: 1) { _ in "99999999999999999999\tV\t\t0 0 1 1\t" }) == .notATree)
  }

  @Test func aChainAsDeepAsARenderDrawsIsNamedShortly() {
    let depth = ViewTree.Limits.maximumDepth
    let golden = ViewTree(scale: 1, toImage: .identity, nodes: (0...depth).map { node($0) })
    let actual = ViewTree(scale: 1, toImage: .identity, nodes: (0..<depth).map { node($0) })
    #expect(
      actual.changes(from: golden).map(\.description) == ["View in View removed from (0, 0, 10×10)"]
    )
  }

  @Test func framesFarBeyondAnyImageCountNoPixelsAndDoNotTrap() {
    let golden = ViewTree(
      scale: 2, toImage: .identity,
      nodes: [
        node(0),
        .init(
          depth: 1, type: "Label",
          frame: CGRect(x: 1e300, y: -1e300, width: .infinity, height: .nan)),
      ])
    let actual = ViewTree(scale: 2, toImage: .identity, nodes: [node(0)])
    let image = Bitmap(width: 4, height: 4, fill: 0xFFFF_FFFF)
    var changed = image
    changed[0, 0] = 0xFF00_0000
    let finding = ViewTree.finding(golden: golden, actual: actual, images: (changed, image))
    #expect(finding.changes.map(\.pixels) == [0])
  }
}

/// Values read from a golden's records are shortened before they reach any message or file.
@Suite struct RecordedValueTests {
  @Test func aShortValueIsKeptWhole() {
    let value = String(repeating: "é", count: RecordedValue.maximumLength)
    #expect(RecordedValue.bounded(value) == value)
  }

  @Test func aLongValueKeepsItsStartAndADigestOfTheWhole() {
    let long = String(repeating: "x", count: 4 << 20)
    let bounded = RecordedValue.bounded(long)
    #expect(bounded.count == RecordedValue.keptLength + 1 + 16)
    #expect(bounded.hasPrefix(String(repeating: "x", count: RecordedValue.keptLength) + "…"))
    #expect(RecordedValue.bounded(long) == bounded)
    #expect(RecordedValue.bounded(long + "y") != bounded)
  }

  @Test func aFourMegabyteIdentifierOrRendererVersionInAGoldenStaysOutOfEveryMessageAndFile() throws
  {
    let package = try TemporaryPackage()
    let name =
      "RecordedValueTests.aFourMegabyteIdentifierOrRendererVersionInAGoldenStaysOutOfEveryMessageAndFile.1.png"
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    let huge = String(repeating: "Z", count: 4 << 20)
    let tree = ViewTree(view: signInForm(), scale: 2).text.replacingOccurrences(
      of: "\ttitle\t", with: "\t\(huge)\t")
    let renderer = RendererIdentity.current.text.split(separator: "\n")
      .map { $0.hasPrefix("Cairo: ") ? "Cairo: " + huge : String($0) }.joined(separator: "\n")
    try Data(
      PNGEncoder().encode(
        try signInForm().renderImage(scale: 2),
        annotations: [
          PNGAnnotation(.renderer, renderer), PNGAnnotation(.viewTree, tree),
        ])
    ).write(to: package.golden(name))
    let manifest = try package.failingRun {
      assertSnapshot(
        of: signInForm(changed: true), as: .image, record: .never,
        snapshotDirectory: package.goldens)
    }
    let failure = try #require(manifest.failures.first)
    #expect(failure.message.contains("The golden was recorded with Cairo ZZZZ"))
    #expect(failure.message.contains("Label#ZZZZ"))
    #expect(failure.message.utf8.count < 8_000)
    #expect(failure.summary.utf8.count < 1_000)
    // The report embeds the expected, actual and diff images (about 60 KB here).
    for (file, limit) in [
      ("manifest.json", 16_000), ("summary.md", 4_000), ("report.html", 200_000),
    ] {
      let bytes = try readFile(package.artifactsRoot.appendingPathComponent(file).path)
      #expect(bytes.count < limit, "\(file) is \(bytes.count) bytes")
    }
  }
}
