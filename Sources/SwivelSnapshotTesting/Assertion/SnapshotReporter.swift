/// Turns an assertion's outcome into a test failure, with attachments and an entry in the HTML
/// report.
enum SnapshotReporter {
  static func report(_ result: SnapshotAssertion.AssertionResult, site: CallSite) {
    var message: String
    var attachments: [SnapshotAttachment] = []
    switch result.outcome {
    case .matched:
      return
    case .recorded(let recording):
      message = recording.description
    case .failed(let failure):
      message = failure.description
      attachments = failure.artifacts
    }
    if let folder = result.reportFolder,
      let reportPath = FailureReport.shared.add(
        FailureReport.Entry(
          test: result.identity.displayName, location: site.description, message: message,
          outcome: result.outcome, command: result.identity.recordCommand,
          manifest: SnapshotManifest.Entry(
            outcome: result.outcome, identity: result.identity, location: site.description,
            message: message)),
        in: folder)
    {
      message += "\n  Report of this run's snapshot failures: \(reportPath)"
    }
    site.recordIssue(message, attachments: attachments)
  }
}
