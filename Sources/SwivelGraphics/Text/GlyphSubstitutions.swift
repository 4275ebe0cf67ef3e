/// The one-to-one glyph substitutions an OpenType feature makes, read from a font's `GSUB`
/// table: what Swivel uses instead of a shaping engine to draw Inter's tabular figures
/// (`tnum`).
///
/// Every feature record with the tag counts, whatever its script and language; its lookups of
/// type 1 (single substitution, formats 1 and 2), also behind type 7 (extension), are read in
/// lookup-list order, a glyph keeping its first substitute. Other lookup types are skipped.
/// Bytes that do not parse (offsets past the end, unknown formats) end the reading of that
/// subtable, never the process.
package struct GlyphSubstitutions: Sendable, Equatable {
  /// Substitute glyph index by glyph index.
  package var mapping: [UInt32: UInt32]

  /// No substitutions.
  package init() { mapping = [:] }

  /// The single substitutions of feature `tag` (four ASCII letters, `"tnum"`) in a `GSUB`
  /// table's bytes.
  package init(gsub bytes: [UInt8], feature tag: String) {
    mapping = [:]
    let reader = Reader(bytes: bytes)
    let wanted = Array(tag.utf8)
    guard wanted.count == 4, let featureList = reader.u16(6).map(Int.init),
      let lookupList = reader.u16(8).map(Int.init), let featureCount = reader.u16(featureList)
    else { return }
    var lookups: [Int] = []
    for record in 0..<Int(featureCount) {
      let at = featureList + 2 + record * 6
      guard at + 6 <= bytes.count, Array(bytes[at..<at + 4]) == wanted,
        let offset = reader.u16(at + 4)
      else { continue }
      let feature = featureList + Int(offset)
      guard let count = reader.u16(feature + 2) else { continue }
      for index in 0..<Int(count) {
        if let lookup = reader.u16(feature + 4 + index * 2) { lookups.append(Int(lookup)) }
      }
    }
    for lookup in Set(lookups).sorted() {
      guard let offset = reader.u16(lookupList + 2 + lookup * 2) else { continue }
      readLookup(at: lookupList + Int(offset), reader)
    }
  }

  private mutating func readLookup(at lookup: Int, _ reader: Reader) {
    guard let type = reader.u16(lookup), let count = reader.u16(lookup + 4) else { return }
    for index in 0..<Int(count) {
      guard let offset = reader.u16(lookup + 6 + index * 2) else { continue }
      var subtable = lookup + Int(offset)
      var subtableType = type
      if type == 7 {
        guard reader.u16(subtable) == 1, let extended = reader.u16(subtable + 2),
          let extensionOffset = reader.u32(subtable + 4)
        else { continue }
        subtableType = extended
        subtable += Int(extensionOffset)
      }
      if subtableType == 1 { readSingle(at: subtable, reader) }
    }
  }

  private mutating func readSingle(at subtable: Int, _ reader: Reader) {
    guard let format = reader.u16(subtable), let coverageOffset = reader.u16(subtable + 2) else {
      return
    }
    let covered = reader.coverage(at: subtable + Int(coverageOffset))
    switch format {
    case 1:
      guard let delta = reader.u16(subtable + 4) else { return }
      for glyph in covered where mapping[glyph] == nil {
        // modulo 65536, as the format says
        mapping[glyph] = UInt32((glyph + UInt32(delta)) & 0xFFFF)
      }
    case 2:
      guard let count = reader.u16(subtable + 4) else { return }
      for (index, glyph) in covered.enumerated() where index < Int(count) && mapping[glyph] == nil {
        if let substitute = reader.u16(subtable + 6 + index * 2) {
          mapping[glyph] = UInt32(substitute)
        }
      }
    default:
      return
    }
  }

  /// Big-endian reads that return nil past the end.
  private struct Reader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> UInt16? {
      guard at >= 0, at + 2 <= bytes.count else { return nil }
      return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func u32(_ at: Int) -> UInt32? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return UInt32(high) << 16 | UInt32(low)
    }

    /// The glyphs of a coverage table in coverage-index order (formats 1 and 2).
    func coverage(at table: Int) -> [UInt32] {
      guard let format = u16(table), let count = u16(table + 2) else { return [] }
      var glyphs: [UInt32] = []
      for index in 0..<Int(count) {
        switch format {
        case 1:
          guard let glyph = u16(table + 4 + index * 2) else { return glyphs }
          glyphs.append(UInt32(glyph))
        case 2:
          let record = table + 4 + index * 6
          guard let start = u16(record), let end = u16(record + 2), start <= end else {
            return glyphs
          }
          glyphs += (UInt32(start)...UInt32(end)).map { $0 }
        default:
          return glyphs
        }
      }
      return glyphs
    }
  }
}
