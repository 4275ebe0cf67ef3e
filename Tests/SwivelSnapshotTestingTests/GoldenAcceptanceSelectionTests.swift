import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// What `accept`'s arguments select, and what it says before writing.
@Suite struct GoldenAcceptanceSelectionTests {
  @Test func aFileNameSelectsExactlyThatGoldenNotAnotherThatEndsWithIt() throws {
    let fixture = try AcceptanceFixture(goldens: [
      "Snapshots/Badges/S.badge1.1.png", "Snapshots/Badges/XS.badge1.1.png",
    ])
    let outcome = try GoldenAcceptance(review: fixture.review()).accept(
      .named(goldens: ["S.badge1.1.png"], patterns: []))
    #expect(outcome.written.map(\.golden) == ["Snapshots/Badges/S.badge1.1.png"])
    #expect(
      fixture.text("Snapshots/Badges/S.badge1.1.png") == "new Snapshots/Badges/S.badge1.1.png")
    #expect(
      fixture.text("Snapshots/Badges/XS.badge1.1.png") == "old Snapshots/Badges/XS.badge1.1.png")
  }

  @Test func aPathSelectsExactlyThatGolden() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/A/x.png", "Snapshots/B/x.png"])
    let selected = try GoldenAcceptance.select(
      .named(goldens: ["Snapshots/B/x.png"], patterns: []), from: fixture.entries)
    #expect(selected.map(\.golden) == ["Snapshots/B/x.png"])
    let absolute = try GoldenAcceptance.select(
      .named(goldens: [fixture.root + "/Snapshots/A/x.png"], patterns: []), from: fixture.entries)
    #expect(absolute.map(\.golden) == ["Snapshots/A/x.png"])
  }

  @Test func aFileNameOfSeveralFailingGoldensIsRefusedAskingForThePath() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/A/x.png", "Snapshots/B/x.png"])
    #expect(
      throws: SnapshotReviewError(
        "x.png is the file name of 2 failing goldens (Snapshots/A/x.png, Snapshots/B/x.png): give the golden's path instead"
      )
    ) {
      try GoldenAcceptance(review: fixture.review()).accept(
        .named(goldens: ["x.png"], patterns: []))
    }
    #expect(fixture.text("Snapshots/A/x.png") == "old Snapshots/A/x.png")
  }

  @Test func aGoldenArgumentIsNeverTakenAsAPattern() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/Badges/XS.badge1.1.png"])
    #expect(throws: SnapshotReviewError.self) {
      try GoldenAcceptance(review: fixture.review()).accept(
        .named(goldens: ["S.badge1.1.png"], patterns: []))
    }
    #expect(
      fixture.text("Snapshots/Badges/XS.badge1.1.png") == "old Snapshots/Badges/XS.badge1.1.png")
  }

  @Test func aMatchPatternSelectsEveryFailureItIsFoundIn() throws {
    let fixture = try AcceptanceFixture(goldens: [
      "Snapshots/Badges/S.badge1.1.png", "Snapshots/Badges/XS.badge1.1.png",
    ])
    let selected = try GoldenAcceptance.select(
      .named(goldens: [], patterns: ["S\\.badge1"]), from: fixture.entries)
    #expect(selected.count == 2)
  }

  @Test func everyArgumentMustSelectAFailureOrNothingIsWritten() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/A/x.png"])
    #expect(
      throws: SnapshotReviewError(
        "no failure of the last run matches Snapshots/A/typo.png (a golden is named by its path or file name; --match "
          + "takes a regular expression found in a golden's path or a test's name); nothing was written; swift run "
          + "swivel-snapshots review lists them")
    ) {
      try GoldenAcceptance(review: fixture.review())
        .accept(.named(goldens: ["Snapshots/A/x.png", "Snapshots/A/typo.png"], patterns: []))
    }
    #expect(fixture.text("Snapshots/A/x.png") == "old Snapshots/A/x.png")
  }

  @Test func aPatternThatIsNotARegularExpressionIsRefused() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/A/x.png"])
    let error = #expect(throws: SnapshotReviewError.self) {
      try GoldenAcceptance(review: fixture.review()).accept(
        .named(goldens: [], patterns: ["x.png("]))
    }
    #expect(error?.description.hasPrefix("--match 'x.png(' is not a regular expression") == true)
  }

  @Test func thePlanListsWhatWillBeWrittenBeforeAnythingIs() throws {
    let fixture = try AcceptanceFixture(goldens: [
      "Snapshots/A/new.png", "Snapshots/A/same.png", "Snapshots/A/line\nbreak.png",
    ])
    try Data("new Snapshots/A/same.png".utf8).write(
      to: URL(fileURLWithPath: fixture.root + "/Snapshots/A/same.png"))
    let acceptance = GoldenAcceptance(review: try fixture.review())
    let plan = try acceptance.plan(.all)
    #expect(
      plan.listing == """
        Will write 2 goldens:
          Snapshots/A/new.png (from artifacts/actuals/Snapshots/A/new.png)
          "Snapshots/A/line\\nbreak.png" (from "artifacts/actuals/Snapshots/A/line\\nbreak.png")
        Unchanged Snapshots/A/same.png (it already holds the actual)
        """)
    #expect(fixture.text("Snapshots/A/new.png") == "old Snapshots/A/new.png")
    let outcome = try acceptance.write(plan)
    #expect(
      outcome.written.map(\.golden) == ["Snapshots/A/new.png", "Snapshots/A/line\nbreak.png"])
    #expect(fixture.text("Snapshots/A/new.png") == "new Snapshots/A/new.png")
  }

  @Test func aGoldenChangedBetweenThePlanAndTheWriteIsNotOverwritten() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/A/x.png"])
    let acceptance = GoldenAcceptance(review: try fixture.review())
    let plan = try acceptance.plan(.all)
    try Data("edited".utf8).write(to: URL(fileURLWithPath: fixture.root + "/Snapshots/A/x.png"))
    #expect(
      throws: SnapshotReviewError("Snapshots/A/x.png changed while accepting; nothing was written")
    ) {
      try acceptance.write(plan)
    }
    #expect(fixture.text("Snapshots/A/x.png") == "edited")
  }
}
