/// How snapshots of one format are stored and compared: swift-snapshot-testing's `Diffing`.
public struct Diffing<Format> {
  /// The bytes of a golden file for a snapshot.
  public var toData: (Format) -> [UInt8]
  /// The bytes of the `actual` failure artifact, when they should differ from a golden's; nil
  /// (what Swivel's strategies use) writes exactly the bytes a golden would hold, so that
  /// `swift run swivel-snapshots accept` can copy the artifact onto the golden.
  public var artifactData: ((Format) -> [UInt8])?
  /// A snapshot read back from a golden file's bytes.
  public var fromData: ([UInt8]) throws(SnapshotDecodingError) -> Format
  /// A fast check that a stored golden holds exactly this snapshot without decoding it (the
  /// image strategies compare Swivel's embedded pixel digest); false means "decode and diff".
  public var matchesStoredBytes: ([UInt8], Format) -> Bool
  /// Compares the golden (`expected`) with the new snapshot (`actual`): nil when they match,
  /// otherwise what differs.
  public var diff: (_ expected: Format, _ actual: Format) -> SnapshotMismatch?
  /// A setting of this diffing that cannot be used (a tolerance out of range); when set, every
  /// assertion with it fails with this error instead of comparing.
  public var configurationError: SnapshotConfigurationError?
  /// A golden's bytes with what its provenance records beside them (Swivel's images store
  /// their renderer); nil uses ``toData``.
  package var provenanceData: ((Format, SnapshotProvenance) -> [UInt8])?
  /// What the golden's stored bytes add to a mismatch (a different renderer); nil adds nothing.
  package var explainMismatch: ((MismatchContext<Format>) -> MismatchExplanation)?

  /// Creates a diffing.
  public init(
    toData: @escaping (Format) -> [UInt8],
    fromData: @escaping ([UInt8]) throws(SnapshotDecodingError) -> Format,
    matchesStoredBytes: @escaping ([UInt8], Format) -> Bool = { _, _ in false },
    diff: @escaping (_ expected: Format, _ actual: Format) -> SnapshotMismatch?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.matchesStoredBytes = matchesStoredBytes
    self.diff = diff
  }
}

/// A golden file whose bytes are not a snapshot of the expected format.
public struct SnapshotDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The decoder's reason, without a final period.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// What a ``Diffing`` found different, and the extra files that show it.
public struct SnapshotMismatch: Sendable, Equatable {
  /// The kind of difference (size, pixels, text).
  public var kind: SnapshotFailure.Kind
  /// Files that show the difference (a diff image, a unified text diff), written next to the
  /// `actual` and `expected` artifacts and attached to the test.
  public var attachments: [SnapshotAttachment]

  /// Creates a mismatch.
  public init(kind: SnapshotFailure.Kind, attachments: [SnapshotAttachment] = []) {
    self.kind = kind
    self.attachments = attachments
  }
}

/// A file that belongs to a failure: its role (`actual`, `expected`, `diff`), its bytes and,
/// once written, where it is.
public struct SnapshotAttachment: Sendable, Equatable {
  /// `actual`, `expected` or `diff`.
  public var name: String
  /// The file extension (`png`, `txt`).
  public var pathExtension: String
  /// The file's bytes.
  public var bytes: [UInt8]
  /// Where it was written, or nil when it was not (see ``writeError``).
  public var path: String?
  /// Why it could not be written.
  public var writeError: String?

  /// Creates an attachment that is not written yet.
  public init(name: String, pathExtension: String, bytes: [UInt8]) {
    self.name = name
    self.pathExtension = pathExtension
    self.bytes = bytes
  }

  /// Paths (or reasons) and names equal; the bytes are not compared.
  public static func == (lhs: SnapshotAttachment, rhs: SnapshotAttachment) -> Bool {
    lhs.name == rhs.name && lhs.path == rhs.path && lhs.writeError == rhs.writeError
  }
}

/// A mismatch with everything that can explain it.
package struct MismatchContext<Format> {
  /// The golden file's bytes.
  package var goldenBytes: [UInt8]
  /// The golden, decoded.
  package var expected: Format
  /// The new snapshot.
  package var actual: Format
  /// What differs.
  package var mismatch: SnapshotMismatch
  /// The new snapshot's provenance.
  package var provenance: SnapshotProvenance
  /// The golden's path relative to the package root, for commands.
  package var goldenPath: String
}
