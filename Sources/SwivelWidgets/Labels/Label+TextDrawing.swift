extension Label {
  /// The text laid out for the current bounds (shrunk to fit when
  /// ``adjustsFontSizeToFitWidth`` allows, limited to the lines that fit the height), cached
  /// until the text, its settings or the bounds size change.
  package var textLayout: TextLayout? { fittedLayout?.layout }

  /// The layout for the bounds and the factor its fonts were multiplied by.
  var fittedLayout: (layout: TextLayout, scale: CGFloat)? { fittedLayout(in: bounds.size) }

  /// The layout for a rectangle of `size` and the factor its fonts were multiplied by.
  func fittedLayout(in size: CGSize) -> (layout: TextLayout, scale: CGFloat)? {
    guard let content else { return nil }
    if let cached = cachedLayout, cached.size == size { return (cached.layout, cached.scale) }
    let scale = shrinkFactor(content, width: size.width, height: size.height)
    var layout = content.layout(maxWidth: size.width, maxLines: numberOfLines, scale: scale)
    let fitting = layout.linesFitting(height: size.height)
    if fitting < layout.lines.count {
      layout = content.layout(maxWidth: size.width, maxLines: fitting, scale: scale)
    }
    cachedLayout = (size, layout, scale)
    return (layout, scale)
  }

  /// The factor ``adjustsFontSizeToFitWidth`` multiplies the fonts by: 1 when the text fits
  /// or shrinking is off (``minimumScaleFactor`` 0), else no less than ``minimumScaleFactor``:
  ///
  /// - one line: the factor that makes the line as wide as the label when advances grow
  ///   linearly with the size (fonts without tracking, or above the tracking table); when
  ///   the system font's size-specific tracking or its switch to the Display optical size at
  ///   20 pt makes that factor too large, the largest factor below it, found by bisection to
  ///   1/1024, at which the line fits;
  /// - several lines: the largest factor, found by bisection to 1/1024, at which the text
  ///   wrapped to the width fits the height in at most ``numberOfLines`` lines.
  func shrinkFactor(_ content: LabelContent, width: CGFloat, height: CGFloat) -> CGFloat {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, width > 0
    else { return 1 }
    if numberOfLines == 1 {
      let natural = content.layout(maxWidth: .infinity, maxLines: 1).size.width
      guard natural > width else { return 1 }
      let linear = max(minimumScaleFactor, width / natural)
      return largestFitting(below: linear) { scale in
        content.layout(maxWidth: .infinity, maxLines: 1, scale: scale).size.width <= width + 1e-9
      }
    }
    return largestFitting(below: 1) { scale in
      let layout = content.layout(maxWidth: width, maxLines: 0, scale: scale)
      return (numberOfLines == 0 || layout.lines.count <= numberOfLines)
        && layout.size.height <= height + 1e-6
    }
  }

  /// `high` when it fits, ``minimumScaleFactor`` when that does not, else the largest factor
  /// between them that fits, by bisection to 1/1024.
  private func largestFitting(below high: CGFloat, _ fits: (CGFloat) -> Bool) -> CGFloat {
    if fits(high) { return high }
    if !fits(minimumScaleFactor) { return minimumScaleFactor }
    var low = minimumScaleFactor, high = high
    while high - low > 1.0 / 1024 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// Glyph runs (one per stretch of glyphs in one style) and the underlines and
  /// strikethroughs of the text laid out in `rect` (the bounds unless a subclass's
  /// ``drawText(in:)`` passes another), in bounds coordinates, clipped to the bounds.
  func drawnText(in rect: CGRect) -> [RenderContent] {
    guard let content, rect.size.width > 0, rect.size.height > 0,
      let (layout, scale) = fittedLayout(in: rect.size)
    else { return [] }
    let top = textTop(layout, scale: scale, content: content, in: rect)
    var runs: [RenderContent] = []
    var decorations: [RenderContent] = []
    var pending: (style: Int, glyphs: [UInt32], positions: [CGPoint])?
    func flush() {
      guard let run = pending else { return }
      let style = content.styles[run.style]
      runs.append(
        .text(
          GlyphRun(
            font: layout.fonts[run.style], color: style.color, glyphs: run.glyphs,
            positions: run.positions,
            clip: bounds)))
      pending = nil
    }
    for (index, line) in layout.lines.enumerated() {
      let baseline = top + line.ascent + layout.top(ofLine: index)
      let start = lineStart(
        line, alignment: content.alignments[min(line.paragraph, content.alignments.count - 1)],
        in: rect)
      for (glyph, (offset, style)) in zip(line.glyphs, zip(line.drawnOffsets, line.styles)) {
        let position = CGPoint(x: start + offset, y: baseline)
        if pending?.style != style { flush() }
        if pending == nil { pending = (style, [], []) }
        pending?.glyphs.append(glyph)
        pending?.positions.append(position)
      }
      decorations += lineDecorations(
        line, layout: layout, content: content, x: start, baseline: baseline)
    }
    flush()
    return runs + decorations
  }

  /// The top of the text block: centred in the bounds, or for shrunk text placed by
  /// ``baselineAdjustment`` against the full-size text.
  private func textTop(_ layout: TextLayout, scale: CGFloat, content: LabelContent, in rect: CGRect)
    -> CGFloat
  {
    let centred = rect.minY + (rect.height - layout.size.height) / 2
    guard scale != 1, let line = layout.lines.first else { return centred }
    let full = content.layout(maxWidth: .infinity, maxLines: 1)
    let fullTop = rect.minY + (rect.height - full.size.height) / 2
    switch baselineAdjustment {
    case .alignCenters: return centred
    case .none: return fullTop
    case .alignBaselines: return fullTop + (full.lines.first?.ascent ?? 0) - line.ascent
    }
  }

  private func lineStart(_ line: TextLayout.Line, alignment: TextAlignment, in rect: CGRect)
    -> CGFloat
  {
    switch resolved(alignment) {
    case .left, .natural, .justified: rect.minX
    case .center: rect.minX + (rect.width - line.width) / 2
    case .right: rect.maxX - line.width
    }
  }

  /// Underlines and strikethroughs of one line: a rectangle per stretch of glyphs in one style
  /// that has them, at the font's underline position and thickness (`post` table) and, for
  /// strikethroughs, centred at half the x-height above the baseline.
  private func lineDecorations(
    _ line: TextLayout.Line, layout: TextLayout, content: LabelContent, x: CGFloat,
    baseline: CGFloat
  ) -> [RenderContent] {
    var result: [RenderContent] = []
    var index = 0
    while index < line.glyphs.count {
      let style = line.styles[index]
      var end = index + 1
      while end < line.glyphs.count && line.styles[end] == style { end += 1 }
      let look = content.styles[style]
      if !look.underline.isEmpty || !look.strikethrough.isEmpty {
        let font = layout.fonts[style]
        let from = x + line.offsets[index]
        let to = x + (end < line.offsets.count ? line.offsets[end] : line.width)
        let thickness = font.underlineThickness
        for (kind, color, center) in [
          (look.underline, look.underlineColor, baseline + font.underlinePosition),
          (look.strikethrough, look.strikethroughColor, baseline - font.xHeight / 2),
        ] where !kind.isEmpty {
          let (count, factor) = kind.lines
          for number in 0..<count {
            let height = thickness * factor
            let y = center - height / 2 + CGFloat(number) * 2 * thickness
            result.append(
              .textLine(
                rect: CGRect(x: from, y: y, width: max(0, to - from), height: height), color: color,
                clip: bounds))
          }
        }
      }
      index = end
    }
    return result
  }
}

extension Label {
  /// The first run of glyphs drawn, positioned in bounds coordinates (the whole text when it
  /// has one style).
  var glyphRun: GlyphRun? {
    for case .text(let run) in drawnText(in: bounds) { return run }
    return nil
  }
}
