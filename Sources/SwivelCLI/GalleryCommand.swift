import ArgumentParser
import Foundation
import SwivelDemos

/// `swivel gallery`: every scene on every device in every orientation it allows, a preview
/// sheet per scene, and an `index.html` showing them all.
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every scene on every device in every orientation, with preview sheets and an index.html.")

  @Option(help: "The folder to write into; created if missing. Only the gallery's own files are replaced.")
  var output = "docs/gallery"

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false

  @Option(help: "How many images to render at once (default: one per active processor).")
  var jobs: Int?

  @Option(name: .customLong("scene"), help: "Only this scene (repeatable; default: every scene).")
  var sceneNames: [String] = []

  func run() async throws {
    let start = ContinuousClock.now
    if let jobs, jobs < 1 {
      throw CLIError(description: "--jobs must be at least 1, got \(jobs)")
    }
    let scenes = try selectedScenes()
    let plan: GalleryPlan
    do {
      plan = try GalleryPlan(scenes: scenes, showingBounds: bounds)
    } catch {
      throw CLIError(description: error.description)
    }
    let gallery = Gallery(plan: plan, workerCount: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let bar = Terminal.isStandardErrorATerminal ? ProgressBar() : nil
    let report: GalleryReport
    do {
      report = try await gallery.write(to: output, sourceLinkPrefix: sourceLinkPrefix()) { progress in
        bar?.draw(completed: progress.completed, total: progress.total, label: progress.fileName)
      }
    } catch {
      bar?.clear()
      throw CLIError(description: error.description)
    }
    bar?.clear()
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(report.imageCount) / seconds : 0
    print(
      "Rendered \(report.imageCount) images (\(report.sections.count) scenes, \(report.sheetCount) sheets) "
        + "into \(output) in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", rate)) images/s).")
  }

  /// The scenes named with `--scene`, in catalog order; every scene when none is named.
  private func selectedScenes() throws(CLIError) -> [Scene] {
    if sceneNames.isEmpty { return SceneCatalog.all }
    for name in sceneNames { _ = try SceneCatalog.scene(named: name) }
    return SceneCatalog.all.filter { sceneNames.contains($0.name) }
  }

  /// The relative path from the output folder to the package root, when `swivel` runs in the
  /// package root (the scene sources are there); nil otherwise, and the index shows the paths
  /// without links.
  private func sourceLinkPrefix() -> String? {
    let root = FileManager.default.currentDirectoryPath
    guard let first = SceneCatalog.all.first,
      FileManager.default.fileExists(atPath: root + "/" + first.sourcePath)
    else { return nil }
    return RelativePath.from(output, to: root)
  }
}
