/// The non-empty lines of a golden's record, one at a time, without splitting the whole text
/// first: a reader stops at the first line beyond its bounds having read no further.
struct RecordLines {
  private let text: Substring
  private var position: Substring.Index

  init(_ text: String) {
    self.text = Substring(text)
    position = self.text.startIndex
  }

  mutating func next() -> Substring? {
    while position < text.endIndex {
      let end = text.utf8[position...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[position..<end]
      position = end < text.endIndex ? text.utf8.index(after: end) : end
      if !line.isEmpty { return line }
    }
    return nil
  }
}
