import Foundation

/// Renders a ``GalleryPlan`` into a folder: one PNG per screen and per preview sheet, plus an
/// `index.html` that shows them all and works opened straight from disk.
///
/// Images are rendered in parallel, ``workerCount`` at a time. Each worker launches its own
/// copy of the scene (views are not shared between threads), and each image's file name and
/// place in the index are fixed by the plan, so the output never depends on scheduling.
///
/// ```swift
/// let gallery = Gallery(plan: try GalleryPlan(scenes: SceneCatalog.all))
/// let report = try await gallery.write(to: "docs/gallery")
/// print(report.imageCount)
/// ```
public struct Gallery: Sendable {
  /// The images to write.
  public var plan: GalleryPlan
  /// How many images are rendered at once (at least 1).
  public var workerCount: Int
  /// The index page's file name.
  public static let indexFileName = "index.html"

  /// Creates a gallery that renders on every active processor unless told otherwise.
  public init(plan: GalleryPlan, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.plan = plan
    self.workerCount = max(1, workerCount)
  }

  /// Writes every image and then the index into `folder`, creating it if needed. Files of the
  /// same names are replaced; nothing else in the folder is touched.
  ///
  /// - Parameters:
  ///   - folder: the output folder's path.
  ///   - title: the index page's title.
  ///   - sourceLinkPrefix: put in front of each scene's `Scene.sourcePath` to link it from the
  ///     index (a relative path such as `../../` keeps the page working from disk); nil shows
  ///     the path without a link.
  ///   - progress: called after each image is written, on the calling task, in completion order.
  /// - Returns: what was written, in the plan's order.
  /// - Throws: ``GalleryError`` for an unusable folder, an image that cannot be rendered, or a
  ///   file that cannot be written. Images finished before the failure stay on disk.
  public func write(
    to folder: String, title: String = "Swivel gallery", sourceLinkPrefix: String? = nil,
    progress: (GalleryProgress) -> Void = { _ in }
  ) async throws(GalleryError) -> GalleryReport {
    let output = try GalleryFolder.prepare(folder)
    let jobs = GalleryJob.jobs(for: plan)
    let images = try await Self.run(jobs, into: output, workers: workerCount, progress: progress)
    var sections = plan.sections.map { section in
      GalleryReport.Section(scene: section.scene, sheet: Self.placeholder, screens: [])
    }
    for section in sections.indices {
      sections[section].screens.reserveCapacity(plan.sections[section].screens.count)
    }
    for (job, written) in zip(jobs, images) {
      switch job.kind {
      case .sheet: sections[job.section].sheet = written[0]
      // screens are queued in plan order
      case .screen: sections[job.section].screens.append(written[0])
      case .film:
        sections[job.section].film = written.first
        sections[job.section].filmstrip = written.last
      }
    }
    let report = GalleryReport(
      folder: folder, sections: sections, indexFileName: Self.indexFileName)
    let html = GalleryIndex(report: report, title: title, sourceLinkPrefix: sourceLinkPrefix).html()
    try output.write(Array(html.utf8), to: Self.indexFileName)
    return report
  }

  private static let placeholder = GalleryImage(
    fileName: "", caption: "", pixelWidth: 0, pixelHeight: 0, displaySize: .zero, byteCount: 0)

  /// Runs the jobs with at most `workers` in flight and returns their images in job order. On
  /// the first failure no new job starts; the ones in flight finish, then the error is thrown.
  private static func run(
    _ jobs: [GalleryJob], into folder: GalleryFolder, workers: Int,
    progress: (GalleryProgress) -> Void
  ) async throws(GalleryError) -> [[GalleryImage]] {
    typealias Outcome = (index: Int, result: Result<[GalleryImage], GalleryError>)
    let outcome = await withTaskGroup(of: Outcome.self) {
      group -> Result<[[GalleryImage]], GalleryError> in
      var images = [[GalleryImage]?](repeating: nil, count: jobs.count)
      var next = 0, completed = 0
      var failure: GalleryError?
      func startNext() {
        guard next < jobs.count, failure == nil else { return }
        let index = next, job = jobs[index]
        next += 1
        group.addTask {
          (index, Result { () throws(GalleryError) in try job.run(into: folder) })
        }
      }
      for _ in 0..<min(workers, jobs.count) { startNext() }
      while let outcome = await group.next() {
        switch outcome.result {
        case .success(let written):
          images[outcome.index] = written
          completed += 1
          progress(
            GalleryProgress(
              completed: completed, total: jobs.count, fileName: written.first?.fileName ?? ""))
          startNext()
        case .failure(let error):
          failure = failure ?? error
        }
      }
      if let failure { return .failure(failure) }
      return .success(images.compactMap { $0 })  // every slot is filled when nothing failed
    }
    return try outcome.get()
  }
}
