import SwivelSupport

/// Text with attributes over ranges of it (`NSAttributedString` / `NSMutableAttributedString`),
/// as a `Sendable` value with typed attributes.
///
/// Ranges count UTF-16 code units, as `NSRange` does, so offsets computed for UIKit code carry
/// over; a `Range<String.Index>` overload takes ranges found with `String.range(of:)`.
///
/// ```swift
/// var text = AttributedText("Sale ", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17)))
/// text.append(AttributedText("$20", attributes: TextAttributes(strikethroughStyle: .single)))
/// text.addAttributes(TextAttributes(foregroundColor: .red), range: 0..<4)
/// label.attributedText = text
/// ```
public struct AttributedText: Sendable, Hashable, CustomStringConvertible {
  /// One stretch of text with the same attributes.
  public struct Run: Sendable, Hashable {
    /// The stretch, in UTF-16 code units.
    public var range: Range<Int>
    /// Its attributes.
    public var attributes: TextAttributes
  }

  /// The characters (`NSAttributedString.string`).
  public private(set) var string: String
  /// The attribute runs, in order, covering the whole string with no gaps; neighbours differ.
  public private(set) var runs: [Run]

  /// Creates text with one set of attributes (`NSAttributedString(string:attributes:)`).
  public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
    self.string = string
    let length = string.utf16.count
    self.runs = length == 0 ? [] : [Run(range: 0..<length, attributes: attributes)]
  }

  /// The length in UTF-16 code units (`NSAttributedString.length`).
  public var length: Int { runs.last?.range.upperBound ?? 0 }

  /// The text itself.
  public var description: String { string }

  /// The attributes of the character at a UTF-16 offset (`attributes(at:effectiveRange:)`).
  ///
  /// - Precondition: `0 ≤ offset < length`.
  public func attributes(at offset: Int) -> TextAttributes {
    requirePrecondition(offset >= 0 && offset < length, "offset \(offset) is outside 0..<\(length)")
    return runs[runIndex(containing: offset)].attributes
  }

  /// Appends text with its attributes (`NSMutableAttributedString.append(_:)`).
  public mutating func append(_ other: AttributedText) {
    let offset = length
    string += other.string
    for run in other.runs {
      let shifted = Run(
        range: (run.range.lowerBound + offset)..<(run.range.upperBound + offset),
        attributes: run.attributes)
      if let last = runs.last, last.attributes == shifted.attributes {
        runs[runs.count - 1].range = last.range.lowerBound..<shifted.range.upperBound
      } else {
        runs.append(shifted)
      }
    }
  }

  /// Sets the attributes `attributes` sets over a range, keeping the others
  /// (`NSMutableAttributedString.addAttributes(_:range:)`).
  ///
  /// - Precondition: the range lies within `0...length`.
  public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) {
    update(range) { $0 = $0.merging(attributes) }
  }

  /// Replaces all attributes over a range (`NSMutableAttributedString.setAttributes(_:range:)`).
  ///
  /// - Precondition: the range lies within `0...length`.
  public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
    update(range) { $0 = attributes }
  }

  /// ``addAttributes(_:range:)`` over a range of ``string``'s indices.
  public mutating func addAttributes(_ attributes: TextAttributes, range: Range<String.Index>) {
    addAttributes(attributes, range: utf16Range(range))
  }

  /// ``setAttributes(_:range:)`` over a range of ``string``'s indices.
  public mutating func setAttributes(_ attributes: TextAttributes, range: Range<String.Index>) {
    setAttributes(attributes, range: utf16Range(range))
  }

  /// The same characters with `attributes` set over all of them, as a label does when its
  /// `font` or `textColor` is set while it shows attributed text.
  public func addingAttributes(_ attributes: TextAttributes) -> AttributedText {
    var copy = self
    copy.addAttributes(attributes, range: 0..<length)
    return copy
  }

  private func utf16Range(_ range: Range<String.Index>) -> Range<Int> {
    let utf16 = string.utf16
    return utf16.distance(
      from: utf16.startIndex, to: range.lowerBound)..<utf16.distance(
        from: utf16.startIndex, to: range.upperBound)
  }

  private func runIndex(containing offset: Int) -> Int {
    var low = 0, high = runs.count - 1
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Splits runs at the range's ends, changes the runs inside, and merges equal neighbours.
  ///
  /// Only the runs the range touches and one neighbour on each side are rebuilt (found by
  /// binary search), so an edit costs the runs it changes plus the array's own shift, not
  /// every run of the text: 20,000 highlights of a long text take linear time.
  private mutating func update(_ range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
    requirePrecondition(
      range.lowerBound >= 0 && range.upperBound <= length,
      "range \(range) is outside the text's 0..<\(length) UTF-16 code units; pass a range within it"
    )
    guard !range.isEmpty else { return }
    let first = runIndex(containing: range.lowerBound),
      last = runIndex(containing: range.upperBound - 1)
    let window = max(first - 1, 0)...min(last + 1, runs.count - 1)
    WorkCounter.add(window.count)
    var result: [Run] = []
    result.reserveCapacity(window.count + 2)
    for run in runs[window] {
      let lower = max(run.range.lowerBound, range.lowerBound),
        upper = min(run.range.upperBound, range.upperBound)
      guard lower < upper else {
        Self.append(run.range, run.attributes, to: &result)
        continue
      }
      let inside = lower..<upper
      var changed = run.attributes
      change(&changed)
      Self.append(run.range.lowerBound..<inside.lowerBound, run.attributes, to: &result)
      Self.append(inside, changed, to: &result)
      Self.append(inside.upperBound..<run.range.upperBound, run.attributes, to: &result)
    }
    runs.replaceSubrange(window, with: result)
  }

  /// Appends a stretch to `runs`, extending the last run when its attributes are the same.
  private static func append(
    _ range: Range<Int>, _ attributes: TextAttributes, to runs: inout [Run]
  ) {
    guard !range.isEmpty else { return }
    if let last = runs.last, last.attributes == attributes,
      last.range.upperBound == range.lowerBound
    {
      runs[runs.count - 1].range = last.range.lowerBound..<range.upperBound
    } else {
      runs.append(Run(range: range, attributes: attributes))
    }
  }

  /// The same characters with every run's attributes passed through `transform`, equal
  /// neighbours merged: one pass over the runs, for edits that touch every run.
  package func mappingAttributes(_ transform: (TextAttributes) -> TextAttributes) -> AttributedText
  {
    var copy = self
    var result: [Run] = []
    result.reserveCapacity(runs.count)
    WorkCounter.add(runs.count)
    for run in runs { Self.append(run.range, transform(run.attributes), to: &result) }
    copy.runs = result
    return copy
  }
}
