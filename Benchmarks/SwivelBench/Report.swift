import Foundation
import SwivelSnapshotTesting

/// Collects figures with their targets and prints them.
struct Report {
  struct Row {
    var figure: Figure
    var target: String
    var met: Bool?
  }

  var rows: [Row] = []
  var notes: [String] = []
  /// Whether W2 reproduced its S1/S2 checksums; nil when W2 did not run.
  var checksumsVerified: Bool?

  mutating func add(_ figure: Figure, target: String, limit: Double?) {
    rows.append(Row(figure: figure, target: target, met: limit.map { figure.median <= $0 }))
  }

  mutating func add(_ figure: Figure, target: String, met: Bool) {
    rows.append(Row(figure: figure, target: target, met: met))
  }

  func table() -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var lines = [
      "swivel-bench, \(BuildConfiguration.name) build: medians (min – max) of \(rows.map(\.figure.samples.count).min() ?? 0)+ samples, \(cores) cores"
    ]
    let width = rows.map(\.figure.name.count).max() ?? 0
    for row in rows {
      let f = row.figure
      let verdict = row.met.map { $0 ? "met" : "NOT MET" } ?? ""
      let name = f.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
      let time = "\(formatTime(f.median)) (\(formatTime(f.min)) – \(formatTime(f.max)))"
      lines.append(
        name + time.padding(toLength: 36, withPad: " ", startingAt: 0)
          + "  \(row.target.isEmpty ? "" : row.target + " \(verdict)")  \(f.note)")
    }
    if let checksumsVerified {
      lines.append(
        "W2 checksums S1/S2: \(checksumsVerified ? "verified for N = 100, 1000 at W = 375 and 667" : "NOT VERIFIED")"
      )
    }
    return (lines + notes).joined(separator: "\n")
  }

  /// The whole report as JSON, for scripts (`scripts/bench-both`).
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(JSONReport(self)), as: UTF8.self)
  }
}

/// The JSON form of a ``Report``: seconds per operation, the build it ran in.
struct JSONReport: Codable {
  struct Figure: Codable {
    var name: String
    var medianSeconds: Double
    var minSeconds: Double
    var maxSeconds: Double
    var samples: Int
    var target: String
    var met: Bool?
    var note: String
  }

  var configuration: String
  var cores: Int
  var checksumsVerified: Bool?
  var figures: [Figure]
  var notes: [String]

  init(_ report: Report) {
    configuration = BuildConfiguration.name
    cores = ProcessInfo.processInfo.activeProcessorCount
    checksumsVerified = report.checksumsVerified
    notes = report.notes
    figures = report.rows.map { row in
      Figure(
        name: row.figure.name, medianSeconds: row.figure.median, minSeconds: row.figure.min,
        maxSeconds: row.figure.max, samples: row.figure.samples.count, target: row.target,
        met: row.met, note: row.figure.note)
    }
  }
}

/// A throwaway package root for goldens and artifacts.
struct BenchPackage {
  let root: URL
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-bench-\(getpid())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// bench\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  func write(_ bytes: [UInt8], at location: SnapshotLocation) throws {
    try FileManager.default.createDirectory(
      at: location.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: location.goldenURL)
  }
}
