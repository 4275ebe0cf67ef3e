import Foundation

/// The files each test process of a run writes into `<artifacts root>/report-entries/<run>/`,
/// and how the run's `manifest.json`, `report.html` and `summary.md` are assembled from them:
///
/// - `process-<pid>.started.json` when the process makes its first assertion,
/// - `<pid>-<n>.html` and `<pid>-<n>.json` for each failure, as it happens,
/// - `process-<pid>.finished.json` (with the goldens it claimed) when it exits.
enum RunFragments {
  /// What one process says about itself.
  struct Process: Codable, Equatable {
    var packageRoot: String
    var filters: [String]
    var claimedGoldens: [String]
  }

  static func folder(_ root: URL, run: String) -> URL {
    root.appendingPathComponent("report-entries").appendingPathComponent(run)
  }

  static func started(_ process: Process, in folder: URL, pid: Int32) {
    write(process, to: folder.appendingPathComponent("process-\(pid).started.json"))
  }

  static func finished(_ process: Process, in folder: URL, pid: Int32) {
    write(process, to: folder.appendingPathComponent("process-\(pid).finished.json"))
  }

  /// Writes a failure's HTML fragment and manifest entry under one sequence number.
  static func failure(
    html: String, entry: SnapshotManifest.Entry?, in folder: URL, pid: Int32, sequence: Int
  ) {
    let name = "\(pid)-\(String(format: "%06d", sequence))"
    try? FileOutput.write(
      Array(html.utf8), to: folder.appendingPathComponent(name + ".html").path,
      creatingFolders: true, syncing: false)
    if let entry { write(entry, to: folder.appendingPathComponent(name + ".json")) }
  }

  /// The run so far: the manifest and the HTML fragments, in order.
  static func assemble(_ folder: URL, run: String) -> (SnapshotManifest, [String]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    func read<T: Decodable>(_ type: T.Type, _ name: String) -> T? {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return try? JSONDecoder().decode(type, from: data)
    }
    var started: [String: Process] = [:], finished: [String: Process] = [:]
    var entries: [SnapshotManifest.Entry] = [], fragments: [String] = []
    for name in names {
      if name.hasPrefix("process-") {
        let pid = String(name.dropFirst("process-".count).prefix { $0 != "." })
        if name.hasSuffix(".started.json") { started[pid] = read(Process.self, name) }
        if name.hasSuffix(".finished.json") { finished[pid] = read(Process.self, name) }
      } else if name.hasSuffix(".json"), let entry = read(SnapshotManifest.Entry.self, name) {
        entries.append(entry)
      } else if name.hasSuffix(".html"),
        let html = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      {
        fragments.append(html)
      }
    }
    let processes = Array(started.values) + Array(finished.values)
    let filters = Array(Set(processes.flatMap(\.filters))).sorted()
    let manifest = SnapshotManifest(
      run: run, packageRoot: processes.first?.packageRoot ?? "", isFiltered: !filters.isEmpty,
      filters: filters, isComplete: Set(started.keys).isSubset(of: finished.keys),
      claimedGoldens: Array(Set(finished.values.flatMap(\.claimedGoldens))).sorted(),
      failures: entries)
    return (manifest, fragments)
  }

  private static func write(_ value: some Encodable, to url: URL) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return }
    try? FileOutput.write(Array(data), to: url.path, creatingFolders: true, syncing: false)
  }
}
