import Foundation
import SwivelSnapshotTesting
import Testing

@Suite struct FailureReportTests {
  @Test func aRecordingIsReportedAsAFailureNamingTheFile() throws {
    let package = try TemporaryPackage()
    let goldens = package.goldens
    withKnownIssue {
      package.withEnvironment {
        assertSnapshot(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
      }
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix(
          "Recorded golden \(goldens)/FailureReportTests.aRecordingIsReportedAsAFailureNamingTheFile.1.png "
            + "(no golden existed; record mode missing). Review it")
      }
    }
  }

  @Test func aPassingAssertionReportsNothing() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(sampleLabel().renderImage(scale: 2))).write(
      to: package.golden("FailureReportTests.aPassingAssertionReportsNothing.1.png"))
    package.withEnvironment {
      assertSnapshot(
        of: sampleLabel(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
  }

  @Test func aFailingAssertionLandsInTheHTMLReportWithItsImages() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      atPath: package.goldens, withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(sampleLabel("Old").renderImage(scale: 2))).write(
      to: package.golden(
        "FailureReportTests.aFailingAssertionLandsInTheHTMLReportWithItsImages.1.png"))
    withKnownIssue {
      package.withEnvironment {
        assertSnapshot(
          of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
      }
    }
    FailureReport.shared.writeReports()
    let report = package.root.appendingPathComponent("artifacts/report.html")
    let html = String(decoding: try #require(fileBytes(report)), as: UTF8.self)
    #expect(
      html.contains(
        "<h2>FailureReportTests.aFailingAssertionLandsInTheHTMLReportWithItsImages</h2>"))
    // 3 side by side, 2 overlaid
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 5)
    #expect(html.contains("type=\"range\""))
    #expect(
      html.contains(
        "SWIVEL_RECORD=failed swift test --filter &#39;SwivelSnapshotTestingTests.FailureReportTests/"
      ))
    #expect(html.contains("pixels ("))
  }
}
