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
    var lines = ["swivel-bench: medians (min – max) of \(rows.map(\.figure.samples.count).min() ?? 0)+ samples, \(cores) cores"]
    let width = rows.map(\.figure.name.count).max() ?? 0
    for row in rows {
      let f = row.figure
      let verdict = row.met.map { $0 ? "met" : "NOT MET" } ?? ""
      let name = f.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
      let time = "\(formatTime(f.median)) (\(formatTime(f.min)) – \(formatTime(f.max)))"
      lines.append(name + time.padding(toLength: 36, withPad: " ", startingAt: 0)
        + "  \(row.target.isEmpty ? "" : row.target + " \(verdict)")  \(f.note)")
    }
    if let checksumsVerified {
      lines.append("W2 checksums S1/S2: \(checksumsVerified ? "verified for N = 100, 1000 at W = 375 and 667" : "NOT VERIFIED")")
    }
    return (lines + notes).joined(separator: "\n")
  }

  func json() -> String {
    func escape(_ s: String) -> String {
      s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
    let figures = rows.map { row in
      let f = row.figure
      return "    {\"name\": \"\(escape(f.name))\", \"median_s\": \(f.median), \"min_s\": \(f.min), "
        + "\"max_s\": \(f.max), \"samples\": \(f.samples.count), \"target\": \"\(escape(row.target))\", "
        + "\"met\": \(row.met.map { $0 ? "true" : "false" } ?? "null"), \"note\": \"\(escape(f.note))\"}"
    }
    return "{\n  \"cores\": \(ProcessInfo.processInfo.activeProcessorCount),\n"
      + "  \"checksumsVerified\": \(checksumsVerified.map { "\($0)" } ?? "null"),\n  \"figures\": [\n"
      + figures.joined(separator: ",\n") + "\n  ]\n}"
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
