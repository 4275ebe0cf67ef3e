import SwivelSupport
import Foundation

/// The HTML report of a test run's snapshot failures, `<artifacts root>/report.html`.
///
/// Each failure is written as a fragment under `report-entries/<run>/` as soon as it happens;
/// when a test process ends, the report is assembled from every fragment of the run (so the
/// XCTest and Swift Testing passes of one `swift test` share one report). The first assertion
/// of a new run removes the previous run's fragments and report, so stale failures never show.
/// A run is identified by the parent process (`swift test`) and its start time.
package final class FailureReport: @unchecked Sendable {
  // @unchecked: every property is only touched while holding `lock`.
  private let lock = NSLock()
  private var prepared: Set<String> = []
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
  }

  /// Starts (or joins) this run's report in `folder`: called by every assertion, so a run
  /// without failures still removes an earlier run's report.
  func begin(_ folder: URL) {
    lock.lock()
    defer { lock.unlock() }
    prepare(folder)
  }

  /// Adds an entry to the report in `folder`; returns the report's path the first time in this
  /// process (for the first failure message), nil afterwards.
  func add(_ entry: Entry, in folder: URL) -> String? {
    let reportPath = folder.appendingPathComponent("report.html").path
    let html = ReportHTML.entry(entry)
    lock.lock()
    defer { lock.unlock() }
    prepare(folder)
    sequence += 1
    let fragment = Self.entriesFolder(folder).path + "/\(Platform.processID)-\(String(format: "%06d", sequence)).html"
    try? FileOutput.write(Array(html.utf8), to: fragment, creatingFolders: true, syncing: false)
    if announced { return nil }
    announced = true
    return reportPath
  }

  /// Called once for every artifacts root this process reports into: starts a fresh report for
  /// a new run and arranges for the report to be written when the process ends.
  private func prepare(_ folder: URL) {
    guard !prepared.contains(folder.path) else { return }
    prepared.insert(folder.path)
    let runFile = folder.appendingPathComponent("report-run.txt").path
    let run = Self.runID
    if (try? String(contentsOfFile: runFile, encoding: .utf8)) != run {
      try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("report-entries").path)
      try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("report.html").path)
      try? FileOutput.write(Array(run.utf8), to: runFile, creatingFolders: true)
    }
    if prepared.count == 1 { atexit { FailureReport.shared.writeReports() } }
  }

  /// Writes every report this process contributed to.
  package func writeReports() {
    lock.lock()
    let folders = prepared
    lock.unlock()
    for path in folders.sorted() {
      let folder = URL(fileURLWithPath: path)
      let entries = Self.entriesFolder(folder)
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: entries.path)) ?? [])
        .filter { $0.hasSuffix(".html") }.sorted()
      guard !names.isEmpty else { continue }
      let fragments = names.compactMap { try? String(contentsOfFile: entries.appendingPathComponent($0).path, encoding: .utf8) }
      let html = ReportHTML.document(fragments)
      try? FileOutput.write(Array(html.utf8), to: folder.appendingPathComponent("report.html").path, creatingFolders: true, syncing: false)
    }
  }

  private static func entriesFolder(_ folder: URL) -> URL {
    folder.appendingPathComponent("report-entries").appendingPathComponent(runID)
  }

  /// The parent process and its start time: the same for the XCTest and Swift Testing passes
  /// of one `swift test`, different for the next one.
  static let runID: String = {
    let parent = Platform.parentProcessID
    let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
    // Field 22 (start time) comes after the command name in parentheses.
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let start = fields.count > 19 ? String(fields[19]) : String(Int(Date().timeIntervalSince1970))
    return "\(parent)-\(start)"
  }()
}
