import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// Random and adversarial golden records (deep, wide, huge strings, broken UTF-8, absurd
/// numbers, garbage) fed to what a failing check does with them: read the tree and renderer
/// records, compare, and write the findings. Every case must give bounded output from bounded
/// work. The generator is seeded, so a failing case is reproduced by its seed and index.
///
/// Time is bounded through the input: a record holds at most 16 MiB of text and
/// ``ViewTree/Limits`` views, and the checks below hold the work to the input's size. The
/// test's two-minute limit is only a backstop against work growing with the square of the
/// input (the whole run takes a few seconds in a debug build).
@Suite struct GoldenRecordPropertyTests {
  /// SplitMix64: small, fast and the same on every platform.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let seed: UInt64 = 0x5357_4956_454C_3335
  static let cases = 24

  /// A value: short, empty, long, broken UTF-8 (decoded leniently, the worst the reader can
  /// get, since annotations that are not valid UTF-8 are dropped before it), or full of tabs,
  /// line breaks and escapes.
  func value(_ random: inout Generator) -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return ""
    // escapes; rarely real ones
    case 3 where Int.random(in: 0..<300, using: &random) != 0: return "a\\tb\\n"
    case 1: return String(repeating: "W", count: Int.random(in: 100...5_000, using: &random))
    case 2:
      let bytes = (0..<Int.random(in: 1...300, using: &random)).map { _ in
        [0xFF, 0xC0, 0x80, 0xE2, 0x82, 0xED, 0xA0, 0x41][Int.random(in: 0..<8, using: &random)]
          as UInt8
      }
      return String(decoding: bytes, as: UTF8.self)
    case 3:
      return "a\tb\nc\\t\\" + String(repeating: "\\", count: Int.random(in: 0...5, using: &random))
    case 4: return String(repeating: "é\u{301}👩‍👩‍👧", count: Int.random(in: 1...200, using: &random))
    default:
      return ["title", "signIn", "row", "Ω", "#", "[0]"][Int.random(in: 0..<6, using: &random)]
    }
  }

  /// A number as a record writes it, absurd ones included; rarely one that is not a number.
  func number(_ random: inout Generator) -> String {
    if Int.random(in: 0..<2_000, using: &random) == 0 { return "x" }
    return ["0", "1", "-1", "20.5", "nan", "inf", "-inf", "1e300", "-1e300", "4e18", "1e-320"][
      Int.random(in: 0..<11, using: &random)]
  }

  /// A record: well-formed in shape or not, deep, wide or random in depth.
  func record(_ random: inout Generator) -> String {
    var lines = [
      "swivel-tree 1", "image " + (0..<7).map { _ in number(&random) }.joined(separator: " "),
    ]
    if Int.random(in: 0..<8, using: &random) == 0 { lines[1] = "image 2 1 0 0 1 0 0" }
    let shape = Int.random(in: 0..<5, using: &random)
    let count: Int
    switch shape {
    case 1: count = Int.random(in: 1_000...1_500, using: &random)
    case 2: count = Int.random(in: 1_000...8_000, using: &random)
    default: count = Int.random(in: 0...3_000, using: &random)
    }
    // In one record of four, a huge value (up to 1 MB) in one or two views' fields.
    let hugeCount =
      Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1...2, using: &random) : 0
    let huge = Set(
      (0..<hugeCount).map { _ in Int.random(in: 0...max(0, count - 1), using: &random) })
    var depth = 0
    for index in 0..<count {
      if shape == 2 && index > 0 {
        lines.append("1\tView\t\t0 0 1 1\t")  // wide: many small views
        continue
      }
      if huge.contains(index) {
        let value = String(
          repeating: "H", count: Int.random(in: 100_000...(1 << 20), using: &random))
        lines.append(
          [String(depth), "Label", value, "0 0 1 1", "bg" + value, value].joined(separator: "\t"))
        continue
      }
      switch shape {
      case 0: depth = Int.random(in: 0...max(0, depth + 1), using: &random)  // a random walk
      case 1: depth = index  // a chain, past the depth limit
      // random, some past the depth limit
      case 3: depth = Int.random(in: 0...1_200, using: &random)
      default:
        depth =
          Int.random(in: 0..<5_000, using: &random) == 0
          ? -1 : Int.random(in: 0...20, using: &random)
      }
      if Int.random(in: 0..<5_000, using: &random) == 0 {
        lines.append(value(&random))  // a line that is not a view
        continue
      }
      let frame = (0..<4).map { _ in number(&random) }.joined(separator: " ")
      var flags = ["h", "a" + number(&random), "bg" + value(&random), "f" + number(&random)]
      flags = flags.filter { _ in Bool.random(using: &random) }
      var fields = [
        String(depth), value(&random), value(&random), frame, flags.joined(separator: " "),
      ]
      if Bool.random(using: &random) { fields.append(value(&random)) }
      lines.append(fields.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The most a line of a finding may hold: names and texts are bounded, numbers are short.
  static let longestLine = 2_000

  @Test(.timeLimit(.minutes(2)))
  func everyRecordGivesABoundedFindingFromBoundedWork() throws {
    var random = Generator(state: Self.seed)
    let image = Bitmap(width: 16, height: 12, fill: 0xFFFF_FFFF)
    var changed = image
    changed[3, 4] = 0xFF00_0000
    let actual = ViewTree(view: signInForm(changed: true), scale: 2)
    var trees = 0
    for index in 0..<Self.cases {
      let text = record(&random)
      switch ViewTree.read(text) {
      case .tree(let golden):
        trees += 1
        #expect(golden.nodes.count <= ViewTree.Limits.maximumViews, "case \(index)")
        #expect(
          golden.nodes.allSatisfy { (0...ViewTree.Limits.maximumDepth).contains($0.depth) },
          "case \(index)")
        let values = golden.nodes.flatMap {
          [$0.type, $0.identifier, $0.text, $0.background].compactMap { $0 }
        }
        #expect(values.allSatisfy { $0.count <= RecordedValue.maximumLength }, "case \(index)")
        for (old, new) in [(golden, actual), (actual, golden)] {
          let changes = new.changes(from: old)
          #expect(changes.count <= old.nodes.count + new.nodes.count, "case \(index)")
          let finding = ViewTree.finding(golden: old, actual: new, images: (changed, image))
          #expect(finding.lines.count <= ViewTree.listedChanges + 2, "case \(index)")
          #expect(finding.lines.allSatisfy { $0.utf8.count <= Self.longestLine }, "case \(index)")
        }
      case .beyondLimits(let reason):
        #expect(reason.utf8.count < 200, "case \(index)")
      case .notATree:
        break
      }
      let against = RendererIdentity.current.finding(
        recorded: RendererIdentity(text: text), pixels: (1, 2), golden: "Snapshots/S/a.png")
      #expect((against ?? []).allSatisfy { $0.utf8.count <= Self.longestLine }, "case \(index)")
    }
    // The generator must reach the comparison, not only the refusals.
    #expect(trees >= Self.cases / 5)
  }

  @Test(.timeLimit(.minutes(2)))
  func aGoldenCarryingAdversarialRecordsGivesABoundedFailure() throws {
    var random = Generator(state: Self.seed ^ 0xFFFF)
    let package = try TemporaryPackage()
    let golden = try signInForm().renderImage(scale: 2)
    for index in 0..<8 {
      let name = "case\(index)"
      try FileManager.default.createDirectory(
        atPath: package.goldens, withIntermediateDirectories: true)
      try Data(
        PNGEncoder().encode(
          golden,
          annotations: [
            PNGAnnotation(.renderer, record(&random)), PNGAnnotation(.viewTree, record(&random)),
          ])
      ).write(
        to: package.golden(
          "GoldenRecordPropertyTests.aGoldenCarryingAdversarialRecordsGivesABoundedFailure.\(name).png"
        ))
      let outcome = package.withEnvironment {
        snapshotOutcome(
          of: signInForm(changed: true), as: .image, named: name, record: .never,
          snapshotDirectory: package.goldens)
      }
      let failure = try #require(outcome.failure, "case \(index)")
      #expect(failure.description.utf8.count < 16_000, "case \(index)")
      #expect(failure.summary.utf8.count < 2_000, "case \(index)")
    }
  }
}
