import Foundation
import SwivelSnapshotTesting
import Testing

/// Nothing crashes the test process; every problem is a failure with its reason.
@Suite struct AssertSnapshotFailureTests {
  @Test(arguments: RecordMode.allCases)
  func aZeroSizeViewIsAFailureInEveryMode(mode: RecordMode) throws {
    let package = try TemporaryPackage()
    // A golden is present too: the render fails before any comparison.
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(sampleBitmap())).write(
      to: package.golden(
        "AssertSnapshotFailureTests.aZeroSizeViewIsAFailureInEveryMode.\(mode.rawValue).png"))
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: View(frame: .zero), as: .image, record: mode, snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    #expect(
      failure.description.hasPrefix(
        "The snapshot for \(package.goldens)/AssertSnapshotFailureTests.aZeroSizeViewIsAFailureInEveryMode.\(mode.rawValue).png "
          + "could not be taken: "
          + "the View is 0×0 pt, so there is nothing to render: give it a frame (or call sizeToFit()) before taking the snapshot."
      ))
    #expect(failure.description.contains("nothing was recorded"))
  }

  @Test func anEmptyWindowAndAnEmptyBitmapAreFailures() throws {
    let package = try TemporaryPackage()
    let (window, bitmap) = package.withEnvironment {
      (
        snapshotOutcome(of: Window(frame: .zero), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: Bitmap(width: 0, height: 0), as: .image, snapshotDirectory: package.goldens)
      )
    }
    #expect(
      window.failure?.description.contains("the window is 0×0 pt, so there is nothing to render")
        == true)
    #expect(bitmap.failure?.description.contains("the bitmap is 0×0 px") == true)
  }

  @Test(arguments: [1e300, 9.3e18, 20_000, -1e300, Double.infinity, Double.nan])
  func aViewTooLargeOrNonFiniteIsAFailure(width: Double) throws {
    let package = try TemporaryPackage()
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    view.bounds.size.width = CGFloat(width)
    let outcome = package.withEnvironment {
      snapshotOutcome(of: view, as: .image, snapshotDirectory: package.goldens)
    }
    guard let failure = outcome.failure, case .renderFailed(let reason) = failure.kind else {
      Issue.record("expected a render failure, got \(outcome)")
      return
    }
    #expect(reason.hasPrefix("the View is "))
    #expect(!failure.description.contains(".."))
  }

  @Test func anUndecodableGoldenStillGetsActualPNG() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    let golden = package.golden(
      "AssertSnapshotFailureTests.anUndecodableGoldenStillGetsActualPNG.1.png")
    try Data("not a png".utf8).write(to: golden)
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    guard case .unreadableGolden(let reason) = failure.kind else {
      Issue.record("expected an unreadable golden, got \(failure.kind)")
      return
    }
    #expect(reason.hasPrefix("it cannot be decoded ("))
    let actual = try #require(failure.artifacts.first { $0.name == "actual" }?.path)
    #expect(
      try PNGDecoder.decode(try #require(fileBytes(URL(fileURLWithPath: actual)))).width == 80)
    #expect(fileBytes(golden) == Array("not a png".utf8))
  }

  @Test func aGoldenThatIsAFolderIsUnreadableNotMissing() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.golden(
        "AssertSnapshotFailureTests.aGoldenThatIsAFolderIsUnreadableNotMissing.1.png"
      ).path,
      withIntermediateDirectories: true)
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(outcome.failure?.kind == .unreadableGolden("it is a folder, not a file"))
  }

  @Test func anUnwritableArtifactsFolderIsReportedNotFatal() throws {
    let package = try TemporaryPackage()
    let blocker = package.root.appendingPathComponent("file").path
    try Data([1]).write(to: URL(fileURLWithPath: blocker))
    let outcome = package.withEnvironment(["SWIVEL_ARTIFACTS": blocker]) {
      snapshotOutcome(
        of: sampleLabel(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    #expect(failure.kind == .missingGolden)
    let actual = try #require(failure.artifacts.first)
    #expect(actual.path == nil)
    #expect(actual.writeError?.contains("is a file, not a folder") == true)
    #expect(failure.description.contains("(not written: cannot write"))
  }

  @Test func aReadOnlyGoldenIsNeverReplaced() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    let golden = package.golden("AssertSnapshotFailureTests.aReadOnlyGoldenIsNeverReplaced.1.png")
    let old = PNGEncoder().encode(sampleBitmap())
    try Data(old).write(to: golden)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: golden.path)
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel(), as: .image, record: .failed, snapshotDirectory: package.goldens)
    }
    guard let failure = outcome.failure, case .goldenNotWritten(let error) = failure.kind else {
      Issue.record("expected the golden not to be written, got \(outcome)")
      return
    }
    #expect(error.reason.hasPrefix("the file is read-only (mode 444)"))
    #expect(failure.description.hasPrefix("Could not record the golden"))
    #expect(!failure.description.contains("configuration"))
    #expect(fileBytes(golden) == old)
    let mode =
      try FileManager.default.attributesOfItem(atPath: golden.path)[.posixPermissions] as? Int
    #expect(mode == 0o444)
  }

  @Test func onCINothingIsRecordedAndTheMessageSaysWhy() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment(["CI": "1", "SWIVEL_RECORD": "all"]) {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    #expect(failure.kind == .missingGolden)
    #expect(
      failure.description.contains(
        "CI is set: Swivel never records on CI (record mode all was ignored)"))
    #expect(!FileManager.default.fileExists(atPath: package.goldens))
  }

  @Test func layoutWarningsFailUnlessIgnored() throws {
    let package = try TemporaryPackage()
    let (recorded, warned, ignored) = package.withEnvironment {
      let view = { WarningView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
      return (
        snapshotOutcome(
          of: view(), as: .image(comparison: .init(layoutWarnings: .ignore)), named: "w",
          snapshotDirectory: package.goldens),
        snapshotOutcome(of: view(), as: .recursiveDescription, snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: view(), as: .recursiveDescription(layoutWarnings: .ignore), named: "ignored",
          snapshotDirectory: package.goldens)
      )
    }
    #expect(recorded.recording != nil)
    #expect(ignored.recording != nil)
    #expect(warned.recording != nil)
    #expect(
      warned.message?.contains(
        "layout warning: left(20) conflicts with left(10) on View#child; left(20) ignored") == true)
    // Once the golden exists and matches, the warnings alone fail it (checked from a copy:
    // one golden is claimed once per run).
    let copy = package.root.appendingPathComponent("Copy").path
    try FileManager.default.copyItem(atPath: package.goldens, toPath: copy)
    let again = package.withEnvironment {
      snapshotOutcome(
        of: WarningView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
        as: .recursiveDescription,
        named: "1", snapshotDirectory: copy)
    }
    guard let matchedButWarned = again.failure,
      case .layoutWarnings(let warnings) = matchedButWarned.kind
    else {
      Issue.record("expected a layout-warning failure, got \(again)")
      return
    }
    #expect(warnings == ["left(20) conflicts with left(10) on View#child; left(20) ignored"])
    #expect(matchedButWarned.description.contains("layoutWarnings: .ignore"))
  }
}
