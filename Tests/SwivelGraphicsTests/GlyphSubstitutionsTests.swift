import Testing

@testable import SwivelGraphics

/// `GSUB` tables built byte by byte from the OpenType specification's layouts (header,
/// FeatureList, LookupList, single substitution formats 1 and 2, coverage formats 1 and 2,
/// extension lookups).
@Suite struct GlyphSubstitutionsTests {
  /// Big-endian 16-bit words.
  private func words(_ values: [Int]) -> [UInt8] {
    values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
  }

  private func tag(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A GSUB table with one feature (`featureTag`) using lookup 0, whose single subtable is
  /// `subtable` of lookup type `type`.
  private func gsub(featureTag: String = "tnum", type: Int = 1, subtable: [UInt8]) -> [UInt8] {
    // Header: version 1.0, ScriptList at 10 (empty), FeatureList at 12, LookupList at 26.
    let header = words([1, 0, 10, 12, 26])
    let scriptList = words([0])
    // FeatureList: 1 record (tag, offset 8), then the Feature: no params, 1 lookup index (0).
    let featureList = words([1]) + tag(featureTag) + words([8]) + words([0, 1, 0])
    // LookupList: 1 lookup at offset 4; Lookup: type, flag 0, 1 subtable at offset 8.
    let lookupList = words([1, 4]) + words([type, 0, 1, 8])
    return header + scriptList + featureList + lookupList + subtable
  }

  @Test func formatOneAddsADeltaToEveryCoveredGlyph() {
    // SingleSubstFormat1: coverage at 6, delta 100; Coverage format 1: glyphs 10, 11, 12.
    let subtable = words([1, 6, 100]) + words([1, 3, 10, 11, 12])
    let substitutions = GlyphSubstitutions(gsub: gsub(subtable: subtable), feature: "tnum")
    #expect(substitutions.mapping == [10: 110, 11: 111, 12: 112])
  }

  @Test func formatOneWrapsModulo65536() {
    let subtable = words([1, 6, 0xFFFF]) + words([1, 1, 5])  // delta −1
    #expect(GlyphSubstitutions(gsub: gsub(subtable: subtable), feature: "tnum").mapping == [5: 4])
  }

  @Test func formatTwoListsSubstitutesInCoverageOrder() {
    // SingleSubstFormat2: coverage at 12, 3 substitutes; Coverage format 2: one range 20…22.
    let subtable = words([2, 12, 3, 500, 600, 700]) + words([2, 1, 20, 22, 0])
    #expect(
      GlyphSubstitutions(gsub: gsub(subtable: subtable), feature: "tnum").mapping == [
        20: 500, 21: 600, 22: 700,
      ])
  }

  @Test func extensionLookupsAreFollowed() {
    // ExtensionSubstFormat1: format 1, type 1, 32-bit offset 8 to a SingleSubstFormat1.
    let single = words([1, 6, 2]) + words([1, 1, 7])
    let subtable = words([1, 1, 0, 8]) + single
    #expect(
      GlyphSubstitutions(gsub: gsub(type: 7, subtable: subtable), feature: "tnum").mapping == [7: 9]
    )
  }

  @Test func otherFeaturesAndLookupTypesAreIgnored() {
    let subtable = words([1, 6, 100]) + words([1, 1, 10])
    #expect(
      GlyphSubstitutions(gsub: gsub(featureTag: "liga", subtable: subtable), feature: "tnum")
        .mapping.isEmpty)
    #expect(
      GlyphSubstitutions(gsub: gsub(type: 4, subtable: subtable), feature: "tnum").mapping.isEmpty)
  }

  @Test func truncatedOrEmptyBytesGiveNoSubstitutions() {
    let subtable = words([1, 6, 100]) + words([1, 3, 10, 11, 12])
    let table = gsub(subtable: subtable)
    for length in [0, 3, 11, 20, 30, table.count - 3] {
      let mapping = GlyphSubstitutions(gsub: Array(table.prefix(length)), feature: "tnum").mapping
      #expect(mapping.count < 3, "\(length) bytes")
    }
    #expect(GlyphSubstitutions(gsub: table, feature: "tn").mapping.isEmpty)
  }
}
