import Foundation
import SwivelSnapshotTesting
import Testing

/// `assertSnapshots(of:as:)`: one value, several named strategies, each against its own golden
/// `<Suite>.<test>.<key>.<ext>`, in key order. Goldens go to a temporary folder.
@Suite struct AssertSnapshotsTests {
  /// Issue comments in the order they were reported.
  private final class Comments: @unchecked Sendable {
    // @unchecked: `all` is only touched while holding `lock`.
    private let lock = NSLock()
    private var all: [String] = []
    func append(_ comment: String) { lock.withLock { all.append(comment) } }
    var list: [String] { lock.withLock { all } }
  }

  /// Width and height from a PNG's IHDR (bytes 16..<24, big-endian).
  private func size(_ bytes: [UInt8]?) -> [Int]? {
    guard let bytes, bytes.count >= 24 else { return nil }
    return [16, 20].map { at in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
  }

  private let strategies: [String: Snapshotting<View, Bitmap>] = [
    "2x": .image, "1x": .image(scale: 1),
  ]

  @Test func eachStrategyRecordsItsOwnGoldenInKeyOrder() throws {
    let package = try TemporaryPackage()
    let comments = Comments()
    withKnownIssue {
      package.withEnvironment {
        assertSnapshots(
          of: sampleLabel() as View, as: strategies, snapshotDirectory: package.goldens)
      }
    } matching: { issue in
      comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    let base = package.goldens + "/AssertSnapshotsTests.eachStrategyRecordsItsOwnGoldenInKeyOrder"
    let recorded = comments.list
    #expect(recorded.count == 2)
    #expect(recorded.first?.hasPrefix("Recorded golden \(base).1x.png (no golden existed") == true)
    #expect(recorded.last?.hasPrefix("Recorded golden \(base).2x.png (no golden existed") == true)
    // The 40 × 20 pt label at scale 1 and at scale 2.
    #expect(size(fileBytes(URL(fileURLWithPath: base + ".1x.png"))) == [40, 20])
    #expect(size(fileBytes(URL(fileURLWithPath: base + ".2x.png"))) == [80, 40])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: package.goldens).sorted() == [
        "AssertSnapshotsTests.eachStrategyRecordsItsOwnGoldenInKeyOrder.1x.png",
        "AssertSnapshotsTests.eachStrategyRecordsItsOwnGoldenInKeyOrder.2x.png",
      ])
  }

  @Test func eachStrategyIsComparedWithItsOwnGolden() throws {
    // Goldens of "Hi" at 1x and of another text at 2x: only the 2x comparison fails.
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    let base = "AssertSnapshotsTests.eachStrategyIsComparedWithItsOwnGolden"
    try Data(PNGEncoder().encode(sampleLabel().renderImage(scale: 1))).write(
      to: package.golden(base + ".1x.png"))
    try Data(PNGEncoder().encode(sampleLabel("Old").renderImage(scale: 2))).write(
      to: package.golden(base + ".2x.png"))
    let comments = Comments()
    withKnownIssue {
      package.withEnvironment {
        assertSnapshots(
          of: sampleLabel() as View, as: strategies, record: .never,
          snapshotDirectory: package.goldens)
      }
    } matching: { issue in
      comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    #expect(comments.list.count == 1)
    #expect(comments.list.first?.contains(base + ".2x.png") == true)
    #expect(comments.list.first?.contains(base + ".1x.png") == false)
  }

  @Test func theValueIsMadeOnceForEveryStrategy() throws {
    let package = try TemporaryPackage()
    var made = 0
    func make() -> View {
      made += 1
      return sampleLabel()
    }
    withKnownIssue {
      package.withEnvironment {
        assertSnapshots(of: make(), as: strategies, snapshotDirectory: package.goldens)
      }
    }
    #expect(made == 1)
  }

  @Test func aValueThatCannotBeMadeIsOneFailureAndNoGolden() throws {
    struct Unavailable: Error, CustomStringConvertible {
      var description: String { "no screen" }
    }
    func make() throws -> View { throw Unavailable() }
    let package = try TemporaryPackage()
    let comments = Comments()
    try withKnownIssue {
      // The `try` belongs to the value's autoclosure: assertSnapshots itself never throws.
      try package.withEnvironment {
        assertSnapshots(of: try make(), as: strategies, snapshotDirectory: package.goldens)
      }
    } matching: { issue in
      comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    #expect(comments.list == ["The value to snapshot could not be made: no screen"])
    #expect(!FileManager.default.fileExists(atPath: package.goldens))
  }
}
