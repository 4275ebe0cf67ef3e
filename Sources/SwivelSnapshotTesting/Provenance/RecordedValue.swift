/// A value Swivel keeps in a golden's records (a view's type, identifier, text or colour; a
/// renderer component's name or version), bounded in length: a golden is a file anyone can
/// edit, and what it holds ends up in failure messages, the manifest, the summary and the
/// report.
enum RecordedValue {
  /// The longest value kept whole, in characters.
  static let maximumLength = 120
  /// How many characters a shortened value keeps before `…`.
  static let keptLength = 80

  /// `value` when it is at most ``maximumLength`` characters; otherwise its first
  /// ``keptLength`` characters, `…` and 16 hex digits of the whole value's ``ByteDigest``, so
  /// two long values still compare equal exactly when they are (to the digest's odds).
  static func bounded(_ value: some StringProtocol) -> String {
    var index = value.startIndex
    var count = 0
    while index < value.endIndex, count <= maximumLength {
      value.formIndex(after: &index)
      count += 1
    }
    guard count > maximumLength else { return String(value) }
    return String(value.prefix(keptLength)) + "…" + ByteDigest.hex(Array(value.utf8)).prefix(16)
  }
}
