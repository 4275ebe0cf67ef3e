import Foundation
import SwivelSupport

/// Checks one snapshot against its golden in a fixed order (golden missing, unreadable, the
/// stored-bytes fast path, decode, diff), records when the mode allows, and writes failure
/// artifacts. Shared by every strategy; ``SnapshotVerifier`` is its image form.
struct GoldenCheck<Format> {
  let diffing: Diffing<Format>
  let mode: RecordMode
  let environment: [String: String]
  /// Pixels per point, for image messages (1 for text).
  let scale: CGFloat
  let recordHint: String
  /// What the golden will record beside the snapshot, and what explains a mismatch.
  var provenance = SnapshotProvenance()

  func verify(_ actual: Format, at location: SnapshotLocation) -> SnapshotOutcome {
    if let error = diffing.configurationError {
      return .failed(
        SnapshotFailure(
          kind: .configuration(error.message), goldenPath: location.goldenRelativePath,
          scale: scale,
          recordHint: "fix the setting above"))
    }
    switch GoldenReader.read(location.goldenURL) {
    case .missing:
      if mode != .never { return record(actual, location, reason: "no golden existed") }
      return failure(
        .missingGolden, location,
        artifacts: writeArtifacts(actual: actual, expected: nil, extra: [], location))
    case .unreadable(let reason):
      if mode == .all || mode == .failed {
        return record(actual, location, reason: "the golden was unreadable: \(reason)")
      }
      return failure(
        .unreadableGolden(reason), location,
        artifacts: writeArtifacts(actual: actual, expected: nil, extra: [], location))
    case .bytes(let bytes):
      if mode == .all {
        return record(actual, location, reason: "every golden is re-recorded, matching or not")
      }
      if diffing.matchesStoredBytes(bytes, actual) { return .matched }
      let expected: Format
      do throws(SnapshotDecodingError) {
        expected = try diffing.fromData(bytes)
      } catch {
        if mode == .failed {
          return record(actual, location, reason: "the golden could not be decoded")
        }
        return failure(
          .unreadableGolden("it cannot be decoded (\(ImageSize.trimmed(error.description)))"),
          location, golden: bytes,
          artifacts: writeArtifacts(actual: actual, expected: bytes, extra: [], location))
      }
      // The decoded golden's pixels serve the next decode of the same size.
      defer {
        if let bitmap = expected as? Bitmap { ReusableBuffers.pixels.giveBack(bitmap.pixels) }
      }
      guard let mismatch = diffing.diff(expected, actual) else { return .matched }
      if mode == .failed {
        return record(actual, location, reason: "the snapshot differed from it")
      }
      let explanation = diffing.explainMismatch?(
        MismatchContext(
          goldenBytes: bytes, expected: expected, actual: actual, mismatch: mismatch,
          provenance: provenance,
          goldenPath: location.goldenRelativePath))
      return failure(
        mismatch.kind, location, golden: bytes, explanation: explanation,
        artifacts: writeArtifacts(
          actual: actual, expected: bytes, extra: mismatch.attachments, location))
    }
  }

  private func failure(
    _ kind: SnapshotFailure.Kind, _ location: SnapshotLocation, golden: [UInt8]? = nil,
    explanation: MismatchExplanation? = nil, artifacts: [SnapshotAttachment]
  ) -> SnapshotOutcome {
    var failure = SnapshotFailure(
      kind: kind, goldenPath: location.goldenRelativePath, scale: scale, artifacts: artifacts,
      recordHint: recordHint)
    failure.goldenURL = location.goldenURL
    failure.goldenDigest = golden.map(ByteDigest.hex)
    failure.findings = explanation?.findings ?? []
    failure.treeChanges = explanation?.changes ?? []
    failure.isFromAnotherRenderer = explanation?.isFromAnotherRenderer ?? false
    return .failed(failure)
  }

  /// The bytes of a golden of `actual`: with its provenance when the diffing stores one.
  private func goldenData(_ actual: Format) -> [UInt8] {
    diffing.provenanceData?(actual, provenance) ?? diffing.toData(actual)
  }

  private func record(_ actual: Format, _ location: SnapshotLocation, reason: String)
    -> SnapshotOutcome
  {
    do throws(FileOutputError) {
      try FileOutput.write(goldenData(actual), to: location.goldenURL.path, creatingFolders: true)
    } catch {
      return failure(.goldenNotWritten(error), location, artifacts: [])
    }
    return .recorded(
      SnapshotRecording(
        reason: reason, path: location.goldenRelativePath, absolutePath: location.goldenURL.path,
        mode: mode))
  }

  /// Writes `actual`, `expected` (the golden's bytes, when there are any) and the mismatch's
  /// own files next to each other; a file that cannot be written says why instead of a path.
  private func writeArtifacts(
    actual: Format, expected: [UInt8]?, extra: [SnapshotAttachment], _ location: SnapshotLocation
  ) -> [SnapshotAttachment] {
    let actualBytes = diffing.artifactData?(actual) ?? goldenData(actual)
    var files = [
      SnapshotAttachment(name: "actual", pathExtension: location.pathExtension, bytes: actualBytes)
    ]
    if let expected {
      files.append(
        SnapshotAttachment(name: "expected", pathExtension: location.pathExtension, bytes: expected)
      )
    }
    files += extra
    let folder = location.artifactsFolder(environment: environment).path
    var folderError: FileOutputError?
    do throws(FileOutputError) {
      try FileOutput.createFolder(folder)
    } catch {
      folderError = error
    }
    for index in files.indices {
      let path =
        folder + "/" + location.name + "." + files[index].name + "." + files[index].pathExtension
      if let folderError {
        files[index].writeError = folderError.description
        continue
      }
      do throws(FileOutputError) {
        try FileOutput.write(files[index].bytes, to: path, creatingFolders: false, syncing: false)
        files[index].path = path
      } catch {
        files[index].writeError = error.description
      }
    }
    return files
  }
}
