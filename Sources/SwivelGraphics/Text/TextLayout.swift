import SwivelSupport

/// Lines of text broken, truncated and measured with the pinned fonts: the one engine used both
/// to size labels and to draw them, so a label measured to fit really fits.
///
/// Layout is in points and independent of the screen scale: advances come unhinted from the
/// font's design units, and each glyph is followed by its font's ``Font/tracking``. One glyph
/// per Unicode scalar, no kerning or shaping (digits of a font with
/// ``Font/hasMonospacedDigits`` take the face's tabular figures). Each character has
/// a style, an index into ``fonts``; a line is as tall as the tallest ascender plus the deepest
/// descender of the fonts on it, and ``lineSpacing`` separates lines
/// (`NSParagraphStyle.lineSpacing`: between the bottom of one line and the top of the next).
package struct TextLayout: Sendable, Equatable {
  /// One laid-out line.
  package struct Line: Sendable, Equatable {
    /// Glyph indices, in drawing order.
    package var glyphs: [UInt32]
    /// Each glyph's pen position: its x offset from the start of the line, in points.
    package var offsets: [CGFloat]
    /// How far right of its pen position each glyph is drawn, in points (empty when none is
    /// shifted; see ``GlyphInfo/shift``).
    package var shifts: [CGFloat] = []
    /// The line's advance width, trailing spaces excluded, in points.
    package var width: CGFloat
    /// The characters shown on the line (with "…" where truncated).
    package var text: String
    /// Each glyph's style (an index into ``TextLayout/fonts``).
    package var styles: [Int]
    /// The paragraph (0 = first) the line belongs to.
    package var paragraph = 0
    /// Baseline to the top of the line, in points.
    package var ascent: CGFloat = 0
    /// Baseline to the bottom of the line, in points (positive).
    package var descent: CGFloat = 0

    /// The line's height: its font's ``Font/lineHeight``, or with several fonts the highest
    /// ascent plus the deepest descent.
    package var height: CGFloat = 0

    /// Where each glyph is drawn: its pen position plus its shift, in points.
    package var drawnOffsets: [CGFloat] {
      shifts.isEmpty ? offsets : zip(offsets, shifts).map { $0 + $1 }
    }
  }

  /// The font of style 0.
  package var font: Font { fonts[0] }
  /// The fonts, by style index.
  package var fonts: [Font]
  /// Points between the bottom of a line and the top of the next.
  package var lineSpacing: CGFloat
  /// The lines, top to bottom.
  package var lines: [Line]

  /// The width of the widest line and the height of all lines with the spacing between them,
  /// in points (unrounded).
  package var size: CGSize {
    let gaps = CGFloat(max(0, lines.count - 1)) * lineSpacing
    let height =
      uniformHeight.map { CGFloat(lines.count) * $0 } ?? lines.reduce(0) { $0 + $1.height }
    return CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: height + gaps)
  }

  /// The height every line has, when they all have the same.
  private var uniformHeight: CGFloat? {
    guard let first = lines.first, lines.allSatisfy({ $0.height == first.height }) else {
      return nil
    }
    return first.height
  }

  /// The distance from the top of the text to the top of line `index`.
  package func top(ofLine index: Int) -> CGFloat {
    if let height = uniformHeight { return CGFloat(index) * (height + lineSpacing) }
    var top: CGFloat = 0
    for line in lines[..<index] { top += line.height + lineSpacing }
    return top
  }

  /// How many of the lines fit, whole, in `height` points (at least 1 when there are lines).
  package func linesFitting(height: CGFloat) -> Int {
    var bottom: CGFloat = 0
    var count = 0
    for (index, line) in lines.enumerated() {
      bottom += (index > 0 ? lineSpacing : 0) + line.height
      if bottom > height + 1e-6 { break }
      count += 1
    }
    return max(min(1, lines.count), count)
  }

  /// Lays out `text` in one font.
  ///
  /// - Parameters:
  ///   - maxWidth: the width lines must fit in; `.infinity` for no limit.
  ///   - maxLines: how many lines may be shown; 0 for no limit.
  ///   - lineBreakMode: wrapping (for more than one line) and truncation (for the last line).
  package init(
    _ text: String, font: Font, maxWidth: CGFloat, maxLines: Int, lineBreakMode: LineBreakMode,
    lineSpacing: CGFloat = 0
  ) {
    self.init(
      text.unicodeScalars.map { StyledScalar(scalar: $0, style: 0) }, fonts: [font],
      maxWidth: maxWidth,
      maxLines: maxLines, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing)
  }

  /// Lays out characters whose styles index `fonts`.
  ///
  /// - Precondition: `fonts` is not empty and every style is an index into it.
  package init(
    _ units: [StyledScalar], fonts: [Font], maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: LineBreakMode, lineSpacing: CGFloat
  ) {
    requirePrecondition(!fonts.isEmpty, "TextLayout needs at least one font")
    let library = FontLibrary.current
    let width = maxWidth.isNaN ? CGFloat.infinity : max(0, maxWidth)
    let spacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
    let key = TextLayoutCache.Key(
      units: units, fonts: fonts, maxWidth: width, maxLines: maxLines, lineBreakMode: lineBreakMode,
      lineSpacing: spacing, fontFolder: library.directory)
    if let made = TextLayoutCache.shared.layout(for: key) {
      self = made
      return
    }
    self.init(
      units, fonts: fonts, maxWidth: width, maxLines: maxLines, lineBreakMode: lineBreakMode,
      lineSpacing: spacing, library: library)
    TextLayoutCache.shared.keep(self, for: key)
  }

  /// Lays out characters with `library`'s faces; `maxWidth` is not NaN and `lineSpacing` is
  /// finite and not negative.
  private init(
    _ units: [StyledScalar], fonts: [Font], maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: LineBreakMode, lineSpacing: CGFloat, library: FontLibrary
  ) {
    self.fonts = fonts
    self.lineSpacing = lineSpacing
    let builder = LineBuilder(
      styles: fonts.map { LineBuilder.Style($0, library: library) }, maxWidth: maxWidth)
    // Each paragraph keeps the style its text starts with, for the height of an empty line.
    var paragraphs: [(units: [StyledScalar], style: Int)] = [([], units.first?.style ?? 0)]
    for unit in units {
      if unit.scalar == "\n" || unit.scalar == "\u{2028}" || unit.scalar == "\u{2029}" {
        paragraphs.append(([], unit.style))
      } else if unit.scalar != "\r" {
        let kept = unit.scalar == "\t" ? StyledScalar(scalar: " ", style: unit.style) : unit
        if paragraphs[paragraphs.count - 1].units.isEmpty {
          paragraphs[paragraphs.count - 1].style = unit.style
        }
        paragraphs[paragraphs.count - 1].units.append(kept)
      }
    }
    let wraps = maxLines != 1
    var ranges: [(units: [StyledScalar], paragraph: Int)] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let pieces =
        wraps
        ? builder.wrap(paragraph.units, byWord: lineBreakMode != .byCharWrapping)
        : [paragraph.units]
      ranges += pieces.map { ($0, index) }
    }
    var built: [Line]
    if maxLines > 0 && ranges.count > maxLines {
      // The last shown line carries everything that did not fit, joined by spaces. Empty
      // lines (from line breaks) carry nothing: a line break has no advance, so a run of them
      // neither widens the line nor, alone, calls for an ellipsis.
      let rest = ranges[(maxLines - 1)...].map(\.units).filter { !$0.isEmpty }
      let joined = rest.enumerated().flatMap { index, piece in
        index == 0 ? piece : [StyledScalar(scalar: " ", style: piece.first?.style ?? 0)] + piece
      }
      let hidesText = ranges[maxLines...].contains { !$0.units.isEmpty }
      let lastParagraph = ranges[maxLines - 1].paragraph
      ranges = Array(ranges[..<(maxLines - 1)]) + [(joined, lastParagraph)]
      built = ranges.enumerated().map { index, range in
        var line =
          index == maxLines - 1
          ? builder.truncate(range.units, mode: lineBreakMode, force: hidesText)
          : builder.line(range.units)
        line.paragraph = range.paragraph
        return line
      }
    } else {
      built = ranges.map { range in
        var line = builder.truncate(range.units, mode: lineBreakMode, force: false)
        line.paragraph = range.paragraph
        return line
      }
    }
    for index in built.indices {
      var used = Set(built[index].styles)
      if used.isEmpty { used.insert(paragraphs[built[index].paragraph].style) }
      let usedFonts = Set(used.map { fonts[$0] })
      built[index].ascent = usedFonts.map(\.ascender).max() ?? 0
      built[index].descent = usedFonts.map { -$0.descender }.max() ?? 0
      built[index].height =
        usedFonts.count == 1
        ? usedFonts.first.map(\.lineHeight) ?? 0 : built[index].ascent + built[index].descent
    }
    lines = built
  }
}
