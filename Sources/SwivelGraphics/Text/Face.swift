internal import CSwivelFreeType
import Foundation

/// One loaded font file, measured with FreeType: vertical metrics and unhinted glyph advances.
/// Drawing opens the same file on its own (`SwivelRendering` owns the Cairo faces), so
/// measurement and drawing never share mutable FreeType state.
package final class Face: @unchecked Sendable {
  /// The file this face was read from.
  package let file: FontFile
  /// The file's path.
  package let path: String
  /// Vertical metrics in ems.
  package let metrics: FaceMetrics
  /// Why the file could not be loaded, or nil when it is usable.
  package let loadError: FontError?

  private let lock = NSLock()
  private var measureLibrary: FT_Library?
  private var measureFace: FT_Face?
  private var unitsPerEm: CGFloat = 2048
  private var glyphs: [UInt32: GlyphInfo] = [:]
  private var tabularGlyphs: [UInt32: GlyphInfo] = [:]
  private var tabularFigures: GlyphSubstitutions?
  private var tabularCell: CGFloat?
  private static let digits: ClosedRange<Unicode.Scalar> = "0"..."9"

  init(file: FontFile, path: String) {
    self.file = file
    self.path = path
    var error: FontError?
    var metrics = FaceMetrics.fallback
    if let (library, face) = Face.open(path, error: &error) {
      measureLibrary = library
      measureFace = face
      let record = face.pointee
      unitsPerEm = CGFloat(record.units_per_EM)
      metrics = FaceMetrics(
        ascender: CGFloat(record.ascender) / unitsPerEm,
        descender: -CGFloat(record.descender) / unitsPerEm)
      metrics.decorations = Face.decorations(face, unitsPerEm: unitsPerEm)
    }
    self.metrics = metrics
    self.loadError = error
  }

  deinit {
    if let measureFace { FT_Done_Face(measureFace) }
    if let measureLibrary { FT_Done_FreeType(measureLibrary) }
  }

  private static func open(_ path: String, error: inout FontError?) -> (FT_Library, FT_Face)? {
    guard error == nil else { return nil }
    guard FileManager.default.isReadableFile(atPath: path) else {
      error = FontError(path: path, reason: "no readable file there")
      return nil
    }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      error = FontError(path: path, reason: "FreeType failed to start")
      return nil
    }
    var face: FT_Face?
    let status = FT_New_Face(library, path, 0, &face)
    guard status == 0, let face else {
      FT_Done_FreeType(library)
      error = FontError(path: path, reason: "FreeType error \(status) reading it")
      return nil
    }
    return (library, face)
  }

  /// The underline (from the `post` table, as FreeType reports it: the centre of the stroke)
  /// and the x-height (the `OS/2` table's, else the top of the "x" glyph) in ems; Inter's
  /// values when the tables are missing.
  private static func decorations(_ face: FT_Face, unitsPerEm: CGFloat) -> FaceMetrics.Decorations {
    var result = FaceMetrics.Decorations.fallback
    let record = face.pointee
    if record.underline_thickness > 0 {
      result.underlinePosition = -CGFloat(record.underline_position) / unitsPerEm
      result.underlineThickness = CGFloat(record.underline_thickness) / unitsPerEm
    }
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2),
      case let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee, os2.version >= 2,
      os2.sxHeight > 0
    {
      result.xHeight = CGFloat(os2.sxHeight) / unitsPerEm
    } else if FT_Load_Char(face, FT_ULong(UInt8(ascii: "x")), FT_Int32(FT_LOAD_NO_SCALE)) == 0,
      let glyph = record.glyph, glyph.pointee.metrics.horiBearingY > 0
    {
      // DejaVu's OS/2 table is version 1, without sxHeight: the top of "x", as CoreText does.
      result.xHeight = CGFloat(glyph.pointee.metrics.horiBearingY) / unitsPerEm
    }
    return result
  }

  /// The glyph for a Unicode scalar (index 0 when the face lacks it), with its advance; with
  /// `tabular`, the substitute the face's `tnum` feature gives the glyph, if any (Inter's
  /// tabular figures).
  package func glyph(for scalar: Unicode.Scalar, tabular: Bool = false) -> GlyphInfo {
    lock.lock()
    defer { lock.unlock() }
    if tabular {
      if let cached = tabularGlyphs[scalar.value] { return cached }
      var info = substitutedGlyph(scalar)
      if Face.digits.contains(scalar) {
        let cell = tabularDigitCell()
        info.shift = (cell - info.advance) / 2
        info.advance = cell
      }
      tabularGlyphs[scalar.value] = info
      return info
    }
    return plainGlyph(scalar)
  }

  /// The glyph of `scalar` after the `tnum` substitutions. Called with the lock held.
  private func substitutedGlyph(_ scalar: Unicode.Scalar) -> GlyphInfo {
    let info = plainGlyph(scalar)
    return tabularSubstitutions().mapping[info.index].map(measured) ?? info
  }

  /// The advance every digit takes with tabular figures, in ems: the widest of the ten after
  /// the `tnum` substitutions. Inter's Text faces give them one advance (or advances a few
  /// units apart in the heavier weights); the Display faces of 4.0 beta 7 do not (their
  /// tabular 1 is about 15 % narrower), so narrower digits are centred in the widest one's
  /// cell. Called with the lock held.
  private func tabularDigitCell() -> CGFloat {
    if let tabularCell { return tabularCell }
    let cell =
      (Face.digits.lowerBound.value...Face.digits.upperBound.value).compactMap(Unicode.Scalar.init)
      .map { substitutedGlyph($0).advance }.max() ?? 0
    tabularCell = cell
    return cell
  }

  /// The glyph and advance of `scalar` through the character map. Called with the lock held.
  private func plainGlyph(_ scalar: Unicode.Scalar) -> GlyphInfo {
    if let cached = glyphs[scalar.value] { return cached }
    var info = GlyphInfo(index: 0, advance: 0.6)
    if let face = measureFace { info = measured(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }
    glyphs[scalar.value] = info
    return info
  }

  /// A glyph index with its unhinted advance in ems. Called with the lock held.
  private func measured(_ index: UInt32) -> GlyphInfo {
    guard let face = measureFace else { return GlyphInfo(index: index, advance: 0.6) }
    var advance: FT_Fixed = 0
    guard FT_Get_Advance(face, index, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else {
      return GlyphInfo(index: index, advance: 0)
    }
    return GlyphInfo(index: index, advance: CGFloat(advance) / unitsPerEm)
  }

  /// The `tnum` substitutions of the face's `GSUB` table, read on first use (none for a face
  /// without the table). Called with the lock held.
  private func tabularSubstitutions() -> GlyphSubstitutions {
    if let tabularFigures { return tabularFigures }
    var result = GlyphSubstitutions()
    let gsubTag: FT_ULong = 0x4753_5542  // "GSUB"
    var length: FT_ULong = 0
    if let face = measureFace, FT_Load_Sfnt_Table(face, gsubTag, 0, nil, &length) == 0, length > 0 {
      var bytes = [UInt8](repeating: 0, count: Int(length))
      if FT_Load_Sfnt_Table(face, gsubTag, 0, &bytes, &length) == 0 {
        result = GlyphSubstitutions(gsub: bytes, feature: "tnum")
      }
    }
    tabularFigures = result
    return result
  }
}
