import Foundation
import SwivelSupport

/// What a test run's snapshot assertions leave in the artifacts root: `report.html` (every
/// failure side by side), `summary.md` (a short table for CI) and `manifest.json` (failures and
/// claimed goldens for `swift run swivel-snapshots`; see ``SnapshotManifest``).
///
/// Each process writes its part as fragments under `report-entries/<run>/` (see
/// ``RunFragments``) and assembles the three files from every fragment of the run when it
/// starts and when it ends, so the XCTest and Swift Testing passes of one `swift test` share
/// them. The first assertion of a new run removes the previous run's files, so stale failures
/// never show. A run is identified by the parent process (`swift test`) and, on Linux, its
/// start time (see ``runID``).
package final class FailureReport: @unchecked Sendable {
  // @unchecked: every property is only touched while holding `lock`.
  private let lock = NSLock()
  private var processes: [String: RunFragments.Process] = [:]
  private var announced = false
  private var sequence = 0

  package static let shared = FailureReport()

  /// One failure or recording.
  struct Entry {
    let test: String
    let location: String
    let message: String
    let outcome: SnapshotOutcome
    let command: String
    /// The failure as the manifest records it (nil for a match).
    let manifest: SnapshotManifest.Entry?
  }

  /// Starts (or joins) this run's report in `folder` and notes that an assertion claimed
  /// `golden`: called by every assertion, so a run without failures still replaces an earlier
  /// run's files and records which goldens are in use.
  func begin(_ folder: URL, packageRoot: URL, golden: String) {
    lock.lock()
    defer { lock.unlock() }
    prepare(folder, packageRoot: packageRoot)
    processes[folder.path]?.claimedGoldens.append(golden)
  }

  /// Adds an entry to the report in `folder`; returns the report's path the first time in this
  /// process (for the first failure message), nil afterwards.
  func add(_ entry: Entry, in folder: URL) -> String? {
    let reportPath = folder.appendingPathComponent("report.html").path
    let html = ReportHTML.entry(entry)
    lock.lock()
    defer { lock.unlock() }
    sequence += 1
    RunFragments.failure(
      html: html, entry: entry.manifest, in: RunFragments.folder(folder, run: Self.runID),
      pid: Platform.processID, sequence: sequence)
    if announced { return nil }
    announced = true
    return reportPath
  }

  /// Called once for every artifacts root this process reports into: starts a fresh report for
  /// a new run, says this process has begun, and arranges for the files to be written when the
  /// process ends.
  private func prepare(_ folder: URL, packageRoot: URL) {
    guard processes[folder.path] == nil else { return }
    let process = RunFragments.Process(
      packageRoot: packageRoot.path, filters: TestRunFilter.current.arguments, claimedGoldens: [])
    processes[folder.path] = process
    let runFile = folder.appendingPathComponent("report-run.txt").path
    let run = Self.runID
    if (try? String(contentsOfFile: runFile, encoding: .utf8)) != run {
      for name in [
        "report-entries", "report.html", SummaryMarkdown.fileName, SnapshotManifest.fileName,
      ] {
        try? FileManager.default.removeItem(atPath: folder.appendingPathComponent(name).path)
      }
      try? FileOutput.write(Array(run.utf8), to: runFile, creatingFolders: true)
    }
    RunFragments.started(
      process, in: RunFragments.folder(folder, run: run), pid: Platform.processID)
    Self.assemble(folder)
    if processes.count == 1 { atexit { FailureReport.shared.writeReports() } }
  }

  /// Says this process has finished (with the goldens it claimed) and writes the files of
  /// every artifacts root it contributed to that still exists.
  package func writeReports() {
    lock.lock()
    let processes = self.processes
    lock.unlock()
    for (path, process) in processes.sorted(by: { $0.key < $1.key }) {
      let folder = URL(fileURLWithPath: path)
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      var finished = process
      finished.claimedGoldens = Array(Set(process.claimedGoldens)).sorted()
      RunFragments.finished(
        finished, in: RunFragments.folder(folder, run: Self.runID), pid: Platform.processID)
      Self.assemble(folder)
    }
  }

  /// Writes `manifest.json` from the run's fragments, and `report.html` and `summary.md` when
  /// the run has failures.
  private static func assemble(_ folder: URL) {
    let (manifest, fragments) = RunFragments.assemble(
      RunFragments.folder(folder, run: runID), run: runID)
    try? FileOutput.write(
      manifest.json, to: folder.appendingPathComponent(SnapshotManifest.fileName).path,
      creatingFolders: true,
      syncing: false)
    guard !fragments.isEmpty else { return }
    try? FileOutput.write(
      Array(ReportHTML.document(fragments).utf8),
      to: folder.appendingPathComponent("report.html").path,
      creatingFolders: true, syncing: false)
    try? FileOutput.write(
      Array(
        SummaryMarkdown.document(
          manifest, reportPath: folder.appendingPathComponent("report.html").path
        ).utf8),
      to: folder.appendingPathComponent(SummaryMarkdown.fileName).path, creatingFolders: true,
      syncing: false)
  }

  /// The parent process and its start time (see ``Platform/parentStartTime``): the same for
  /// the XCTest and Swift Testing passes of one `swift test`, different for the next one.
  static let runID: String = {
    "\(Platform.parentProcessID)" + (Platform.parentStartTime.map { "-" + $0 } ?? "")
  }()
}
