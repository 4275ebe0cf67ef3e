extension Diffing where Format == String {
  /// UTF-8 text compared line by line; a mismatch carries a unified diff of the golden
  /// (`-`) against the new snapshot (`+`).
  public static var lines: Diffing {
    Diffing(
      toData: { Array($0.utf8) },
      fromData: { (bytes: [UInt8]) throws(SnapshotDecodingError) -> String in
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw SnapshotDecodingError("the golden is not UTF-8 text")
        }
        return text
      },
      matchesStoredBytes: { bytes, text in bytes.elementsEqual(text.utf8) },
      diff: { expected, actual in
        guard let diff = LineDiff.unified(expected: expected, actual: actual) else { return nil }
        return SnapshotMismatch(
          kind: .textDiffers(diff),
          attachments: [
            SnapshotAttachment(name: "diff", pathExtension: "txt", bytes: Array(diff.utf8))
          ])
      })
  }
}
