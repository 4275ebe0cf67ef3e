/// One character to lay out and the index of its style (its font in ``TextLayout/fonts``).
package struct StyledScalar: Hashable {
  package var scalar: Unicode.Scalar
  package var style: Int

  /// Creates one.
  package init(scalar: Unicode.Scalar, style: Int) {
    self.scalar = scalar
    self.style = style
  }
}

/// Breaks and truncates runs of styled scalars for ``TextLayout``.
struct LineBuilder {
  /// One style's face and how it places glyphs.
  struct Style {
    let face: Face
    /// The em size in points.
    let size: CGFloat
    /// Points added after every glyph (``Font/tracking``).
    let tracking: CGFloat
    /// Whether digits take the face's tabular figures.
    let tabular: Bool

    /// The style of a font, with its face from `library`.
    init(_ font: Font, library: FontLibrary) {
      face = library.face(font.file)
      size = font.pointSize
      tracking = font.tracking
      tabular = font.hasMonospacedDigits
    }

    /// The glyph of a scalar in this style.
    func glyph(_ scalar: Unicode.Scalar) -> GlyphInfo { face.glyph(for: scalar, tabular: tabular) }

    /// How far a glyph moves the pen: its advance at the size plus the tracking.
    func advance(_ glyph: GlyphInfo) -> CGFloat { glyph.advance * size + tracking }
  }

  let styles: [Style]
  let maxWidth: CGFloat

  private static let ellipsis: Unicode.Scalar = "\u{2026}"

  func advance(_ unit: StyledScalar) -> CGFloat {
    let style = styles[unit.style]
    return style.advance(style.glyph(unit.scalar))
  }

  private func ellipsis(_ style: Int) -> StyledScalar {
    StyledScalar(scalar: Self.ellipsis, style: style)
  }

  func width(_ units: some Collection<StyledScalar>) -> CGFloat {
    units.reduce(0) { $0 + advance($1) }
  }

  /// Greedy wrapping; spaces at a break hang past the edge and are dropped.
  func wrap(_ paragraph: [StyledScalar], byWord: Bool) -> [[StyledScalar]] {
    guard maxWidth.isFinite else { return [paragraph] }
    var lines: [[StyledScalar]] = []
    var start = 0
    while start < paragraph.count {
      var x: CGFloat = 0
      var end = start
      var lastBreak: Int?  // index just after a run of spaces inside this line
      while end < paragraph.count {
        let unit = paragraph[end]
        if unit.scalar == " " {
          x += advance(unit)
          end += 1
          lastBreak = end
          continue
        }
        let next = x + advance(unit)
        if next > maxWidth + 1e-9 && end > start {
          break
        }
        x = next
        end += 1
      }
      if end == paragraph.count {
        lines.append(trimmed(paragraph[start..<end]))
        break
      }
      if byWord, let lastBreak, lastBreak > start {
        lines.append(trimmed(paragraph[start..<lastBreak]))
        start = lastBreak
      } else {
        lines.append(trimmed(paragraph[start..<end]))
        start = end
        while start < paragraph.count && paragraph[start].scalar == " " { start += 1 }
      }
    }
    return lines.isEmpty ? [[]] : lines
  }

  private func trimmed(_ units: ArraySlice<StyledScalar>) -> [StyledScalar] {
    var slice = units
    while slice.last?.scalar == " " { slice = slice.dropLast() }
    return Array(slice)
  }

  /// Shortens a line that is wider than `maxWidth` (or, with `force`, one that stands for more
  /// text than is shown) according to `mode`. The ellipsis takes the style of the character
  /// beside it on the kept side.
  func truncate(_ units: [StyledScalar], mode: LineBreakMode, force: Bool) -> TextLayout.Line {
    let fits = width(units) <= maxWidth + 1e-9
    if fits && !force { return line(units) }
    let first = units.first?.style ?? 0
    switch mode {
    case .byClipping:
      return line(units)
    case .byWordWrapping, .byCharWrapping:
      // The last line wraps like the others and what follows is not drawn: no partial glyph.
      if fits { return line(units) }
      return line(wrap(units, byWord: mode == .byWordWrapping).first ?? [])
    case .byTruncatingTail:
      if fits && force { return line(units + [ellipsis(units.last?.style ?? 0)]) }
      var count = 0, used: CGFloat = 0
      while count < units.count {
        let next = used + advance(units[count])
        guard next + advance(ellipsis(units[count].style)) <= maxWidth + 1e-9 else { break }
        used = next
        count += 1
      }
      let kept = trimmed(units[..<count])
      return line(kept + [ellipsis(kept.last?.style ?? first)])
    case .byTruncatingHead:
      var count = 0, used: CGFloat = 0
      while count < units.count {
        let unit = units[units.count - 1 - count]
        let next = used + advance(unit)
        guard next + advance(ellipsis(unit.style)) <= maxWidth + 1e-9 else { break }
        used = next
        count += 1
      }
      let kept = Array(units.suffix(count))
      return line([ellipsis(kept.first?.style ?? units.last?.style ?? 0)] + kept)
    case .byTruncatingMiddle:
      var budget = maxWidth - advance(ellipsis(first))
      var head = 0, tail = 0
      while head + tail < units.count {
        let takeHead = head <= tail
        let unit = takeHead ? units[head] : units[units.count - 1 - tail]
        guard advance(unit) <= budget + 1e-9 else { break }
        budget -= advance(unit)
        if takeHead { head += 1 } else { tail += 1 }
      }
      return line(Array(units.prefix(head)) + [ellipsis(first)] + units.suffix(tail))
    }
  }

  /// Places styled scalars on one line.
  func line(_ units: [StyledScalar]) -> TextLayout.Line {
    var glyphs: [UInt32] = []
    var offsets: [CGFloat] = []
    var styles: [Int] = []
    glyphs.reserveCapacity(units.count)
    offsets.reserveCapacity(units.count)
    styles.reserveCapacity(units.count)
    var shifts: [CGFloat] = []
    var x: CGFloat = 0
    var inked: CGFloat = 0
    for (index, unit) in units.enumerated() {
      let style = self.styles[unit.style]
      let info = style.glyph(unit.scalar)
      glyphs.append(info.index)
      offsets.append(x)
      styles.append(unit.style)
      if info.shift != 0 {
        if shifts.isEmpty { shifts = Array(repeating: 0, count: units.count) }
        shifts[index] = info.shift * style.size
      }
      x += style.advance(info)
      if unit.scalar != " " { inked = x }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: units.map(\.scalar))
    var line = TextLayout.Line(
      glyphs: glyphs, offsets: offsets, width: inked, text: text, styles: styles)
    line.shifts = shifts
    return line
  }
}
