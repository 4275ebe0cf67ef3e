import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// What a run writes beside its report: `manifest.json` and `summary.md`.
@Suite struct SnapshotManifestTests {
  @Test func aPixelFailureIsRecordedWithItsFilesDigestsAndAcceptCommand() throws {
    let package = try TemporaryPackage()
    let name =
      "SnapshotManifestTests.aPixelFailureIsRecordedWithItsFilesDigestsAndAcceptCommand.1.png"
    let golden = try package.writeGolden(name, of: sampleLabel("Old"))
    let manifest = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    let entry = try #require(manifest.failures.first)
    #expect(manifest.failures.count == 1)
    #expect(
      entry.test
        == "SnapshotManifestTests.aPixelFailureIsRecordedWithItsFilesDigestsAndAcceptCommand")
    #expect(
      entry.testID
        == "SwivelSnapshotTestingTests.SnapshotManifestTests.aPixelFailureIsRecordedWithItsFilesDigestsAndAcceptCommand"
    )
    #expect(entry.location.hasPrefix("SwivelSnapshotTestingTests/SnapshotManifestTests.swift:"))
    #expect(entry.kind == "pixelsDiffer")
    #expect(entry.golden == package.golden(name).path)
    #expect(entry.goldenDigest == ByteDigest.hex(golden))
    let actualPath = package.artifactsRoot.appendingPathComponent(
      "SnapshotManifestTests/" + name.dropLast(4) + ".actual.png"
    ).path
    #expect(entry.actual == actualPath)
    #expect(entry.actualDigest == ByteDigest.hex(try readFile(actualPath)))
    #expect(entry.diff?.hasSuffix(".diff.png") == true)
    #expect(entry.acceptCommand == "swift run swivel-snapshots accept \(package.golden(name).path)")
    // The actual is a golden of the new render (pixels, digest, renderer and tree), so accepting it is a copy.
    let render = try sampleLabel("New").renderImage(scale: 2)
    #expect(try PNGDecoder.decode(readFile(actualPath)) == render)
    #expect(PNGDecoder.embeddedDigest(in: try readFile(actualPath)) == PixelDigest(render))
    #expect(
      PNGDecoder.annotations(in: try readFile(actualPath)).map(\.kind) == [.renderer, .viewTree])
    #expect(manifest.claimedGoldens == [package.golden(name).path])
    #expect(manifest.isComplete)
  }

  @Test func aRunWithoutFailuresStillRecordsTheGoldensItClaimed() throws {
    let package = try TemporaryPackage()
    let first = "SnapshotManifestTests.aRunWithoutFailuresStillRecordsTheGoldensItClaimed.first.png"
    let second =
      "SnapshotManifestTests.aRunWithoutFailuresStillRecordsTheGoldensItClaimed.second.png"
    try package.writeGolden(first, of: sampleLabel("A"))
    try package.writeGolden(second, of: sampleLabel("B"))
    package.withEnvironment {
      assertSnapshot(
        of: sampleLabel("A"), as: .image, named: "first", record: .never,
        snapshotDirectory: package.goldens)
      assertSnapshot(
        of: sampleLabel("B"), as: .image, named: "second", record: .never,
        snapshotDirectory: package.goldens)
    }
    FailureReport.shared.writeReports()
    let manifest = try SnapshotManifest.read(
      from: package.artifactsRoot.appendingPathComponent("manifest.json").path)
    #expect(manifest.failures.isEmpty)
    #expect(manifest.claimedGoldens == [package.golden(first).path, package.golden(second).path])
    #expect(
      !FileManager.default.fileExists(
        atPath: package.artifactsRoot.appendingPathComponent("summary.md").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: package.artifactsRoot.appendingPathComponent("report.html").path))
  }

  @Test func theSummaryAndTheReportShowEachFailureAndItsAcceptCommand() throws {
    let package = try TemporaryPackage()
    let name =
      "SnapshotManifestTests.theSummaryAndTheReportShowEachFailureAndItsAcceptCommand.1.png"
    try package.writeGolden(name, of: sampleLabel("Old"))
    _ = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
      assertSnapshot(
        of: View(frame: .zero), as: .image, named: "empty", snapshotDirectory: package.goldens)
    }
    let summary = String(
      decoding: try readFile(package.artifactsRoot.appendingPathComponent("summary.md").path),
      as: UTF8.self)
    let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "## Swivel snapshots: 2 failures")
    #expect(lines[2] == "| Test | Golden | What happened |")
    let test = "SnapshotManifestTests.theSummaryAndTheReportShowEachFailureAndItsAcceptCommand"
    // 40×20 pt at 2× is 80×40 = 3200 pixels.
    #expect(lines[4].hasPrefix("| `\(test)` | `\(package.golden(name).path)` | "))
    #expect(lines[4].contains(" of 3200 pixels ("))
    #expect(lines[4].hasSuffix(" %) differ |"))
    #expect(
      lines[5].hasPrefix(
        "| `\(test)` | `\(package.goldens)/\(test).empty.png` | the snapshot could not be taken: the View is 0×0 pt"
      ))
    let html = String(
      decoding: try readFile(package.artifactsRoot.appendingPathComponent("report.html").path),
      as: UTF8.self)
    #expect(
      html.contains(
        "<code class=\"accept\">swift run swivel-snapshots accept \(package.golden(name).path)</code>"
      ))
    // The render failure has nothing to accept.
    #expect(html.components(separatedBy: "class=\"accept\"").count == 2)
  }

  @Test func aNewRunReplacesThePreviousRunsManifest() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      at: package.artifactsRoot, withIntermediateDirectories: true)
    let stale = SnapshotManifest(
      run: "another run", packageRoot: "/elsewhere", isFiltered: true, filters: ["--filter X"],
      isComplete: true,
      claimedGoldens: ["Snapshots/Old/old.png"], failures: [])
    try Data(stale.json).write(to: package.artifactsRoot.appendingPathComponent("manifest.json"))
    try Data("another run".utf8).write(
      to: package.artifactsRoot.appendingPathComponent("report-run.txt"))
    let name = "SnapshotManifestTests.aNewRunReplacesThePreviousRunsManifest.1.png"
    try package.writeGolden(name, of: sampleLabel())
    package.withEnvironment {
      assertSnapshot(
        of: sampleLabel(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    FailureReport.shared.writeReports()
    let manifest = try SnapshotManifest.read(
      from: package.artifactsRoot.appendingPathComponent("manifest.json").path)
    #expect(manifest.claimedGoldens == [package.golden(name).path])
    #expect(manifest.run != "another run")
  }

  @Test func aProcessThatStartedAndDidNotFinishMakesTheRunIncomplete() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-fragments-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = RunFragments.Process(
      packageRoot: "/p", filters: [], claimedGoldens: ["Snapshots/A/a.png"])
    let two = RunFragments.Process(packageRoot: "/p", filters: ["--filter B"], claimedGoldens: [])
    RunFragments.started(one, in: folder, pid: 10)
    RunFragments.finished(one, in: folder, pid: 10)
    RunFragments.started(two, in: folder, pid: 11)
    let (running, _) = RunFragments.assemble(folder, run: "r")
    #expect(!running.isComplete)
    #expect(running.isFiltered)
    #expect(running.filters == ["--filter B"])
    #expect(running.claimedGoldens == ["Snapshots/A/a.png"])
    var finishedTwo = two
    finishedTwo.claimedGoldens = ["Snapshots/B/b.png", "Snapshots/A/a.png"]
    RunFragments.finished(finishedTwo, in: folder, pid: 11)
    let (done, _) = RunFragments.assemble(folder, run: "r")
    #expect(done.isComplete)
    #expect(done.claimedGoldens == ["Snapshots/A/a.png", "Snapshots/B/b.png"])
  }

  @Test func aManifestOfAnotherVersionOrFormatIsRefusedWithTheReason() throws {
    let folder = try TemporaryPackage()
    let path = folder.root.appendingPathComponent("manifest.json").path
    #expect(
      throws: SnapshotReviewError(
        "no manifest at \(path): run the tests first (swift test); every run writes one")
    ) { try SnapshotManifest.read(from: path) }
    try Data(#"{"version": 7}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: SnapshotReviewError(
        "\(path) has format version 7, and this swivel-snapshots reads version 1: run the tests again with the "
          + "Swivel this command comes from")
    ) { try SnapshotManifest.read(from: path) }
  }
}

/// Which test processes run a selection of the tests, from the arguments `swift test` gives
/// them (as observed with Swift 6.3 on Linux).
@Suite struct TestRunFilterTests {
  let binary = "/p/.build/debug/PPackageTests.xctest"

  @Test func completeRunsAreNotFiltered() {
    #expect(!TestRunFilter(processArguments: [binary]).isFiltered)
    #expect(
      !TestRunFilter(processArguments: [
        binary, "--skip-build", "--testing-library", "swift-testing",
      ]).isFiltered)
    #expect(
      !TestRunFilter(processArguments: [
        binary, "--skip-build", "--xunit-output", "/tmp/x-swift-testing.xml", "--testing-library",
        "swift-testing",
      ]).isFiltered)
    #expect(
      !TestRunFilter(processArguments: [binary, "--parallel", "--testing-library", "swift-testing"])
        .isFiltered)
  }

  @Test func swiftTestingFiltersAndSkipsAreFound() {
    #expect(
      TestRunFilter(processArguments: [
        binary, "--filter", "S/a", "--testing-library", "swift-testing",
      ]).arguments
        == ["--filter S/a"])
    #expect(
      TestRunFilter(processArguments: [binary, "--skip", "X", "--testing-library", "swift-testing"])
        .arguments
        == ["--skip X"])
    #expect(
      TestRunFilter(processArguments: [binary, "--filter=S", "--testing-library=swift-testing"])
        .arguments
        == ["--filter=S"])
  }

  @Test func xcTestSpecifiersAreFilters() {
    #expect(
      TestRunFilter(processArguments: [binary, "M.X/testA,M.X/testB"]).arguments == [
        "M.X/testA,M.X/testB"
      ])
  }
}
