import Testing
import SwivelSnapshotTesting

@Suite struct RecordModeTests {
  @Test func defaultsToMissingLocally() throws {
    #expect(try RecordMode.resolve(environment: [:]) == .missing)
  }

  @Test(arguments: RecordMode.allCases)
  func readsTheEnvironmentVariable(mode: RecordMode) throws {
    #expect(try RecordMode.resolve(environment: ["SWIVEL_RECORD": mode.rawValue]) == mode)
    #expect(try RecordMode.resolve(environment: ["SWIVEL_RECORD": mode.rawValue.uppercased()]) == mode)
  }

  @Test func ciForcesNever() throws {
    #expect(try RecordMode.resolve(environment: ["CI": "true", "SWIVEL_RECORD": "all"]) == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "1"]) == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "false", "SWIVEL_RECORD": "all"]) == .all)
  }

  @Test func unknownModeIsAClearError() {
    #expect {
      try RecordMode.resolve(environment: ["SWIVEL_RECORD": "sometimes"])
    } throws: { error in
      let message = "\(error)"
      return message.contains("sometimes") && message.contains("all, missing, failed, never")
    }
  }
}
