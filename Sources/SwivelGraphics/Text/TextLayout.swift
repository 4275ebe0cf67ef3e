/// Lines of text broken, truncated and measured with the pinned font: the one engine used both
/// to size labels and to draw them, so a label measured to fit really fits.
///
/// Layout is in points and independent of the screen scale: advances come unhinted from the
/// font's design units. One glyph per Unicode scalar, no kerning or shaping.
package struct TextLayout: Sendable, Equatable {
  /// One laid-out line.
  package struct Line: Sendable, Equatable {
    /// Glyph indices, in drawing order.
    package var glyphs: [UInt32]
    /// Each glyph's x offset from the start of the line, in points.
    package var offsets: [CGFloat]
    /// The line's advance width, trailing spaces excluded, in points.
    package var width: CGFloat
    /// The characters shown on the line (with "…" where truncated).
    package var text: String
  }

  /// The font used.
  package var font: Font
  /// The lines, top to bottom.
  package var lines: [Line]

  /// The width of the widest line and the height of all lines, in points (unrounded).
  package var size: CGSize {
    CGSize(
      width: lines.reduce(0) { max($0, $1.width) },
      height: CGFloat(lines.count) * font.lineHeight)
  }

  /// Lays out `text`.
  ///
  /// - Parameters:
  ///   - maxWidth: the width lines must fit in; `.infinity` for no limit.
  ///   - maxLines: how many lines may be shown; 0 for no limit.
  ///   - lineBreakMode: wrapping (for more than one line) and truncation (for the last line).
  package init(
    _ text: String, font: Font, maxWidth: CGFloat, maxLines: Int, lineBreakMode: LineBreakMode
  ) {
    self.font = font
    let face = FontLibrary.current.face(font.file)
    let width = maxWidth.isNaN ? CGFloat.infinity : max(0, maxWidth)
    let builder = LineBuilder(face: face, size: font.pointSize, maxWidth: width)
    var paragraphs: [[Unicode.Scalar]] = [[]]
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        paragraphs.append([])
      } else if scalar != "\r" {
        paragraphs[paragraphs.count - 1].append(scalar == "\t" ? " " : scalar)
      }
    }
    let wraps = maxLines != 1
    var ranges: [[Unicode.Scalar]] = []
    for paragraph in paragraphs {
      ranges += wraps ? builder.wrap(paragraph, byWord: lineBreakMode != .byCharWrapping) : [paragraph]
    }
    if maxLines > 0 && ranges.count > maxLines {
      // The last shown line carries everything that did not fit, joined by spaces. Empty
      // lines (from line breaks) carry nothing: a line break has no advance, so a run of them
      // neither widens the line nor, alone, calls for an ellipsis.
      let rest = ranges[(maxLines - 1)...].filter { !$0.isEmpty }.joined(separator: [" "])
      let hidesText = ranges[maxLines...].contains { !$0.isEmpty }
      ranges = Array(ranges[..<(maxLines - 1)]) + [Array(rest)]
      lines = ranges.enumerated().map { index, scalars in
        index == maxLines - 1
          ? builder.truncate(scalars, mode: lineBreakMode, force: hidesText)
          : builder.line(scalars)
      }
    } else {
      lines = ranges.map { builder.truncate($0, mode: lineBreakMode, force: false) }
    }
  }
}
