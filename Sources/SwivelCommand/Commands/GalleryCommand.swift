import ArgumentParser
import Foundation
import SwivelGallery

/// `swivel gallery`: every scene on every device in every orientation it allows, a preview
/// sheet and a rotation film per scene, and an `index.html` showing them all.
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract:
      "Render every scene on every device in every orientation, with preview sheets, films and an index.html."
  )

  @Option(
    help: "The folder to write into; created if missing. Only the gallery's own files are replaced."
  )
  var output = "docs/gallery"

  @Option(help: "The index page's title.")
  var title = "Swivel gallery"

  @Option(
    help: "Comma-separated device ids, each once (default: every device).",
    transform: DeviceList.transform)
  var devices: DeviceList?

  @Option(
    help:
      "Comma-separated interface orientations to show, where the scene allows them (default: all).",
    transform: OrientationList.transform)
  var orientations: OrientationList?

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false

  @OptionGroup var frame: DeviceFrameOptions

  @Flag(inversion: .prefixedNo, help: "Add a rotation film (APNG and filmstrip) per scene.")
  var films = true

  @Option(help: "How many images to render at once (default: one per active processor).")
  var jobs: Int?

  @Option(name: .customLong("scene"), help: "Only this scene (repeatable; default: every scene).")
  var sceneNames: [String] = []

  func validate() throws {
    if let jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1; found \(jobs)")
    }
  }

  func run() async throws {
    let start = ContinuousClock.now
    let scenes = try selectedScenes()
    let plan: GalleryPlan
    do {
      plan = try GalleryPlan(
        scenes: scenes, devices: devices?.devices ?? Device.catalog,
        orientations: orientations?.orientations,
        showingBounds: bounds, deviceFrame: frame.frame, films: films,
        traitRows: GalleryPlan.defaultTraitRows,
        accessibilityImages: true)
    } catch {
      throw CLIError(error.description)
    }
    let gallery = Gallery(
      plan: plan, workerCount: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let bar = Terminal.isStandardErrorATerminal ? ProgressBar() : nil
    let report: GalleryReport
    do {
      report = try await gallery.write(
        to: output, title: title, sourceLinkPrefix: sourceLinkPrefix(for: scenes)
      ) {
        progress in
        bar?.draw(completed: progress.completed, total: progress.total, label: progress.fileName)
      }
    } catch {
      bar?.clear()
      throw CLIError(error.description)
    }
    bar?.clear()
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(report.imageCount) / seconds : 0
    print(
      "Rendered \(report.imageCount) images (\(report.sections.count) scenes, \(report.sheetCount) sheets, "
        + "\(report.filmCount) films) into \(Printable.escaped(output)) in \(String(format: "%.2f", seconds)) s "
        + "(\(String(format: "%.0f", rate)) images/s).")
  }

  /// The scenes named with `--scene`, in catalog order; every scene when none is named.
  private func selectedScenes() throws(CLIError) -> [Scene] {
    let catalog = SwivelCatalog.current
    if sceneNames.isEmpty {
      guard !catalog.scenes.isEmpty else {
        throw CLIError("no scenes to show: pass your scenes to SwivelCommand.main(scenes:)")
      }
      return catalog.scenes
    }
    for name in sceneNames { _ = try catalog.scene(named: name, option: "--scene") }
    return catalog.scenes.filter { sceneNames.contains($0.name) }
  }

  /// The relative path from the output folder to the scenes' package root, so the index links
  /// each scene's source in the user's package; nil (paths shown without links) when the
  /// sources are not on this machine.
  private func sourceLinkPrefix(for scenes: [Scene]) -> String? {
    guard let first = scenes.first else { return nil }
    let root = first.packageRoot ?? FileManager.default.currentDirectoryPath
    guard FileManager.default.fileExists(atPath: root + "/" + first.sourcePath) else { return nil }
    let absoluteOutput =
      output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
    return RelativePath.from(absoluteOutput, to: root)
  }
}
