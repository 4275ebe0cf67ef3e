import Foundation
import Testing

/// `swivel audit`, run as a user would.
@Suite struct CLIAuditTests {
  @Test func aCleanScreenPrintsNoFindingsAndExitsZero() throws {
    let run = try CLITests.run([
      "audit", "Squares", "--device", "iphonex", "--orientation", "landscapeLeft",
    ])
    #expect(run.status == 0)
    #expect(run.stdout == "No findings.\n")
    let json = try CLITests.run(["audit", "Squares", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout == "[]\n")
  }

  @Test func findingsArePrintedWithTheViewsPathAndExitOne() throws {
    // AllInCode measures 20 pt from the iPhone X's screen edges: Button A reaches 24 pt into
    // the 44-pt status bar (20 + 24 = 44).
    let run = try CLITests.run(["audit", "AllInCode", "--device", "iphonex"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("unsafeArea  Window > View[0] > Button#buttonA"))
    #expect(run.stdout.contains("reaches top 24 pt"))
    #expect(run.stdout.hasSuffix("3 findings\n"))
  }

  @Test func jsonFindingsDecode() throws {
    let run = try CLITests.run(["audit", "AllInCode", "--device", "iphonex", "--format", "json"])
    #expect(run.status == 1)
    let findings = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
    #expect(findings?.count == 3)
    #expect(findings?.first?["kind"] as? String == "unsafeArea")
  }

  @Test func badOptionsNameTheOption() throws {
    let run = try CLITests.run(["audit", "AllInCode", "--format", "xml"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("--format"))
  }
}
