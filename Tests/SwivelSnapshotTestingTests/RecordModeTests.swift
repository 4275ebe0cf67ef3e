import SwivelSnapshotTesting
import Testing

@Suite struct RecordModeTests {
  @Test func defaultsToMissingLocally() throws {
    #expect(try RecordMode.resolve(environment: [:]) == .missing)
  }

  @Test(arguments: RecordMode.allCases)
  func readsTheEnvironmentVariableAndItsAlias(mode: RecordMode) throws {
    #expect(try RecordMode.resolve(environment: ["SWIVEL_RECORD": mode.rawValue]) == mode)
    #expect(
      try RecordMode.resolve(environment: ["SWIVEL_RECORD": mode.rawValue.uppercased()]) == mode)
    #expect(try RecordMode.resolve(environment: ["SNAPSHOT_TESTING_RECORD": mode.rawValue]) == mode)
  }

  @Test func swivelsVariableWinsOverTheAlias() throws {
    #expect(
      try RecordMode.resolve(environment: [
        "SWIVEL_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all",
      ]) == .never)
  }

  @Test func ciForcesNeverAndSaysSo() throws {
    #expect(try RecordMode.resolve(environment: ["CI": "true", "SWIVEL_RECORD": "all"]) == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "1"]) == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "false", "SWIVEL_RECORD": "all"]) == .all)
    let decision = try RecordMode.decide(explicit: .all, environment: ["CI": "1"])
    #expect(decision.mode == .never)
    #expect(
      decision.ciNote == "CI is set: Swivel never records on CI (record mode all was ignored)")
  }

  @Test func explicitBeatsScopeBeatsEnvironment() throws {
    let environment = ["SWIVEL_RECORD": "never"]
    #expect(try RecordMode.decide(explicit: nil, environment: environment).mode == .never)
    try withSnapshotTesting(record: .failed) { () throws in
      #expect(try RecordMode.decide(explicit: nil, environment: environment).mode == .failed)
      #expect(try RecordMode.decide(explicit: .all, environment: environment).mode == .all)
    }
  }

  @Test(.snapshots(record: .all)) func theTraitSetsTheModeForATest() throws {
    #expect(try RecordMode.decide(explicit: nil, environment: [:]).mode == .all)
  }

  @Test func unknownModeIsAClearError() {
    #expect {
      try RecordMode.resolve(environment: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
    } throws: { error in
      let message = "\(error)"
      return message.contains("SNAPSHOT_TESTING_RECORD=sometimes")
        && message.contains("all, missing, failed, never")
    }
  }
}
