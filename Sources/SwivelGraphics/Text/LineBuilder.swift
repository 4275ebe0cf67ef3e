/// Breaks and truncates runs of scalars for ``TextLayout``.
struct LineBuilder {
  let face: Face
  let size: CGFloat
  let maxWidth: CGFloat

  private static let ellipsis: Unicode.Scalar = "\u{2026}"

  func advance(_ scalar: Unicode.Scalar) -> CGFloat {
    face.glyph(for: scalar).advance * size
  }

  func width(_ scalars: some Collection<Unicode.Scalar>) -> CGFloat {
    scalars.reduce(0) { $0 + advance($1) }
  }

  /// Greedy wrapping; spaces at a break hang past the edge and are dropped.
  func wrap(_ paragraph: [Unicode.Scalar], byWord: Bool) -> [[Unicode.Scalar]] {
    guard maxWidth.isFinite else { return [paragraph] }
    var lines: [[Unicode.Scalar]] = []
    var start = 0
    while start < paragraph.count {
      var x: CGFloat = 0
      var end = start
      var lastBreak: Int?  // index just after a run of spaces inside this line
      while end < paragraph.count {
        let scalar = paragraph[end]
        if scalar == " " {
          x += advance(scalar)
          end += 1
          lastBreak = end
          continue
        }
        let next = x + advance(scalar)
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
        while start < paragraph.count && paragraph[start] == " " { start += 1 }
      }
    }
    return lines.isEmpty ? [[]] : lines
  }

  private func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    var slice = scalars
    while slice.last == " " { slice = slice.dropLast() }
    return Array(slice)
  }

  /// Shortens a line that is wider than `maxWidth` (or, with `force`, one that stands for more
  /// text than is shown) according to `mode`.
  func truncate(_ scalars: [Unicode.Scalar], mode: LineBreakMode, force: Bool) -> TextLayout.Line {
    let fits = width(scalars) <= maxWidth + 1e-9
    if fits && !force { return line(scalars) }
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      return line(scalars)
    case .byTruncatingTail:
      if fits && force { return line(scalars + [Self.ellipsis]) }
      let budget = maxWidth - advance(Self.ellipsis)
      var count = 0, used: CGFloat = 0
      while count < scalars.count, used + advance(scalars[count]) <= budget + 1e-9 {
        used += advance(scalars[count])
        count += 1
      }
      return line(trimmed(scalars[..<count]) + [Self.ellipsis])
    case .byTruncatingHead:
      let budget = maxWidth - advance(Self.ellipsis)
      var count = 0, used: CGFloat = 0
      while count < scalars.count, used + advance(scalars[scalars.count - 1 - count]) <= budget + 1e-9 {
        used += advance(scalars[scalars.count - 1 - count])
        count += 1
      }
      return line([Self.ellipsis] + scalars.suffix(count))
    case .byTruncatingMiddle:
      var budget = maxWidth - advance(Self.ellipsis)
      var head = 0, tail = 0
      while head + tail < scalars.count {
        let takeHead = head <= tail
        let scalar = takeHead ? scalars[head] : scalars[scalars.count - 1 - tail]
        guard advance(scalar) <= budget + 1e-9 else { break }
        budget -= advance(scalar)
        if takeHead { head += 1 } else { tail += 1 }
      }
      return line(Array(scalars.prefix(head)) + [Self.ellipsis] + scalars.suffix(tail))
    }
  }

  /// Places scalars on one line.
  func line(_ scalars: [Unicode.Scalar]) -> TextLayout.Line {
    var glyphs: [UInt32] = []
    var offsets: [CGFloat] = []
    glyphs.reserveCapacity(scalars.count)
    offsets.reserveCapacity(scalars.count)
    var x: CGFloat = 0
    var inked: CGFloat = 0
    for scalar in scalars {
      let info = face.glyph(for: scalar)
      glyphs.append(info.index)
      offsets.append(x)
      x += info.advance * size
      if scalar != " " { inked = x }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return TextLayout.Line(glyphs: glyphs, offsets: offsets, width: inked, text: text)
  }
}
