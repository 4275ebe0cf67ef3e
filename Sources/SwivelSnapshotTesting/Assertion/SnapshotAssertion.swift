import Foundation
import SwivelSupport

/// The steps of one assertion: name the golden, resolve the record mode, take the snapshot
/// while collecting layout warnings, then check it.
enum SnapshotAssertion {
  /// What one assertion found, and what reporting it needs.
  struct AssertionResult {
    let outcome: SnapshotOutcome
    let identity: TestIdentity
    /// The artifacts root, where the HTML report goes (nil when no package was found).
    let reportFolder: URL?
  }

  static func run<Value, Format>(
    _ value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
    record: RecordMode?, snapshotDirectory: String?, site: CallSite
  ) -> AssertionResult {
    let environment = SnapshotEnvironment.current
    let identity = TestIdentity.current(
      fileID: site.fileID, filePath: site.filePath, function: site.function, line: site.line)
    let hint = identity.recordCommand + " (then review the golden and commit it)"

    // 1. The golden's name and place.
    let configuration = SnapshotTestingConfiguration.current
    let layout = configuration.layout ?? .swivel
    let lastPart: String
    if let name {
      lastPart = name
    } else {
      let index = GoldenRegistry.shared.nextIndex(for: identity.key)
      lastPart =
        layout == .swivel && identity.caseDescription != nil && index == 1 ? "" : String(index)
    }
    let location: SnapshotLocation
    do throws(SnapshotConfigurationError) {
      location = try GoldenPlace(layout: layout, identity: identity, site: site).location(
        lastPart: lastPart, pathExtension: snapshotting.pathExtension,
        snapshotDirectory: snapshotDirectory)
    } catch {
      return AssertionResult(
        outcome: failure(
          .configuration(error.message), golden: "Snapshots/?", hint: "fix the setting above"),
        identity: identity, reportFolder: nil)
    }
    let reportFolder = location.artifactsRoot(environment: environment)
    FailureReport.shared.begin(
      reportFolder, packageRoot: location.packageRoot, golden: location.goldenRelativePath)
    func result(_ outcome: SnapshotOutcome) -> AssertionResult {
      AssertionResult(outcome: outcome, identity: identity, reportFolder: reportFolder)
    }
    let claim = GoldenRegistry.shared.claim(
      location.goldenURL.path, test: identity.key, site: site.description)
    if case .otherTest(let earlier) = claim {
      return result(
        failure(
          .duplicateGolden(otherCall: earlier, thisCall: site.description),
          golden: location.goldenRelativePath,
          hint: "name the calls differently"))
    }

    // 2. The record mode: a golden an earlier call of this test checked is only compared.
    var decision: RecordDecision
    do throws(SnapshotConfigurationError) {
      decision = try RecordMode.decide(explicit: record, environment: environment)
    } catch {
      return result(
        failure(
          .configuration(error.message), golden: location.goldenRelativePath,
          hint: "fix the setting above"))
    }
    if case .sameTest = claim { decision = decision.comparingOnly }

    // 3. The snapshot, with its layout warnings, scale and provenance (the view tree drawn).
    let provenance = SnapshotProvenance()
    let taken = SnapshotProvenance.$current.withValue(provenance) {
      take(value, with: snapshotting)
    }
    let warnings = snapshotting.layoutWarnings == .fail ? taken.warnings : []
    let outcome: SnapshotOutcome
    switch taken.snapshot {
    case .failure(let error):
      outcome = failure(
        .renderFailed(error.description), golden: location.goldenRelativePath,
        hint: "fix the error above; nothing was recorded")
    case .success(let actual):
      // 4. The check.
      outcome = GoldenCheck(
        diffing: snapshotting.diffing, mode: decision.mode, environment: environment,
        scale: taken.scale,
        recordHint: hint, provenance: provenance
      ).verify(actual, at: location)
    }
    var annotated = annotate(
      outcome, warnings: warnings, decision: decision, location: location, scale: taken.scale)
    if case .failed(var value) = annotated {
      if case .sameTest(let earlier) = claim {
        value.notes.append(
          "  the call at \(earlier) in this test checked the same golden (\(site.description) is this one)"
        )
      }
      if let tool = configuration.diffTool,
        let actual = value.artifacts.first(where: { $0.name == "actual" })?.path
      {
        value.notes.append(tool(currentFilePath: location.goldenURL.path, failedFilePath: actual))
      }
      annotated = .failed(value)
    }
    return result(annotated)
  }

  /// Makes the value and takes its snapshot with the layout-warning sink bound; an image's
  /// scale comes with its bitmap.
  private static func take<Value, Format>(
    _ value: () throws -> Value, with snapshotting: Snapshotting<Value, Format>
  ) -> (snapshot: Result<Format, SnapshotRenderError>, warnings: [String], scale: CGFloat) {
    let sink = LayoutWarningSink()
    let snapshot = LayoutWarningSink.$current.withValue(sink) {
      () -> Result<Format, SnapshotRenderError> in
      let made: Value
      do {
        made = try value()
      } catch {
        return .failure(SnapshotRenderError("the value to snapshot could not be made (\(error))"))
      }
      do throws(SnapshotRenderError) {
        return .success(try snapshotting.snapshot(made))
      } catch {
        return .failure(error)
      }
    }
    let scale = ((try? snapshot.get()) as? Bitmap)?.scale ?? 1
    return (snapshot, sink.messages, scale)
  }

  /// Adds the layout warnings (a matching snapshot with warnings fails) and the CI note.
  private static func annotate(
    _ outcome: SnapshotOutcome, warnings: [String], decision: RecordDecision,
    location: SnapshotLocation,
    scale: CGFloat
  ) -> SnapshotOutcome {
    switch outcome {
    case .matched:
      guard !warnings.isEmpty else { return .matched }
      var value = SnapshotFailure(
        kind: .layoutWarnings(warnings), goldenPath: location.goldenRelativePath, scale: scale,
        recordHint:
          "fix the layout, or pass layoutWarnings: .ignore to the strategy (in its ImageComparison for an image)"
      )
      value.layoutWarnings = warnings
      return .failed(value)
    case .failed(var value):
      value.layoutWarnings = warnings
      if let note = decision.ciNote { value.notes.append(note) }
      return .failed(value)
    case .recorded(var value):
      value.notes += warnings.map { "  layout warning: " + $0 }
      return .recorded(value)
    }
  }

  private static func failure(_ kind: SnapshotFailure.Kind, golden: String, hint: String)
    -> SnapshotOutcome
  {
    .failed(SnapshotFailure(kind: kind, goldenPath: golden, recordHint: hint))
  }
}
