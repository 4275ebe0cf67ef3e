import Foundation

extension SnapshotManifest {
  /// One failed assertion: its test, where it is, what went wrong, and the files involved.
  package struct Entry: Codable, Sendable, Equatable {
    /// `Outer.Inner.test` (with a parameterised case in brackets).
    package var test: String
    /// `Module.Outer.Inner.test`, what `accept` filters match besides the golden's path.
    package var testID: String
    /// `Module/File.swift:12:5`.
    package var location: String
    /// The failure's kind (`pixelsDiffer`, `sizeMismatch`, `textDiffers`, `missingGolden`, …,
    /// or `recorded` for a golden a record mode wrote).
    package var kind: String
    /// A few words on what happened (``SnapshotFailure/summary``).
    package var summary: String
    /// The whole message.
    package var message: String
    /// The golden, relative to the package root (absolute when outside it).
    package var golden: String
    /// The golden's absolute path.
    package var goldenPath: String
    /// ``ByteDigest`` of the golden's bytes when the assertion ran, nil when it had no readable
    /// golden: `accept` refuses when the golden no longer has these bytes.
    package var goldenDigest: String?
    /// The new snapshot's file (the bytes a golden would hold), when written.
    package var actual: String?
    /// ``ByteDigest`` of the actual file's bytes.
    package var actualDigest: String?
    /// The golden's copy beside the actual, when written.
    package var expected: String?
    /// The diff (image or unified text), when written.
    package var diff: String?
    /// The command that accepts this failure's actual as the golden, when there is one.
    package var acceptCommand: String?

    /// Whether `accept` can copy an actual onto the golden.
    package var isAcceptable: Bool { actual != nil && actualDigest != nil && kind != "recorded" }
  }
}

extension SnapshotManifest.Entry {
  /// The record of an assertion's outcome; nil when it matched.
  init?(outcome: SnapshotOutcome, identity: TestIdentity, location: String, message: String) {
    switch outcome {
    case .matched:
      return nil
    case .recorded(let recording):
      self.init(
        test: identity.displayName, testID: identity.qualifiedName, location: location,
        kind: "recorded",
        summary: "recorded: \(recording.reason)", message: message, golden: recording.path,
        goldenPath: recording.absolutePath)
    case .failed(let failure):
      let actual = failure.artifacts.first { $0.name == "actual" }
      self.init(
        test: identity.displayName, testID: identity.qualifiedName, location: location,
        kind: failure.kind.name, summary: failure.summary, message: message,
        golden: failure.goldenPath,
        goldenPath: failure.goldenURL?.path ?? failure.goldenPath,
        goldenDigest: failure.goldenDigest,
        actual: actual?.path,
        actualDigest: actual?.path != nil ? actual.map { ByteDigest.hex($0.bytes) } : nil,
        expected: failure.artifacts.first { $0.name == "expected" }?.path,
        diff: failure.artifacts.first { $0.name == "diff" }?.path)
      if isAcceptable { acceptCommand = Self.acceptCommand(for: golden) }
    }
  }

  /// `swift run swivel-snapshots accept '<golden>'`.
  static func acceptCommand(for golden: String) -> String {
    "swift run swivel-snapshots accept " + ShellWord.quoted(golden)
  }
}

/// A word for a POSIX shell: in single quotes unless it is made only of safe characters.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "/._-+=:,@%".unicodeScalars.contains($0)
    }
    if safe && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension TestIdentity {
  /// `Module.Outer.Inner.test` (with a parameterised case in brackets).
  var qualifiedName: String {
    ([module] + suites + [function]).joined(separator: ".")
      + (caseDescription.map { " [\($0)]" } ?? "")
  }
}
