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
  /// and the x-height (the `OS/2` table's, else the top of the "x" glyph) in ems; DejaVu Sans'
  /// values when the tables are missing.
  private static func decorations(_ face: FT_Face, unitsPerEm: CGFloat) -> FaceMetrics.Decorations {
    var result = FaceMetrics.Decorations.fallback
    let record = face.pointee
    if record.underline_thickness > 0 {
      result.underlinePosition = -CGFloat(record.underline_position) / unitsPerEm
      result.underlineThickness = CGFloat(record.underline_thickness) / unitsPerEm
    }
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2),
      case let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee, os2.version >= 2, os2.sxHeight > 0
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

  /// The glyph for a Unicode scalar (index 0 when the face lacks it), with its advance.
  package func glyph(for scalar: Unicode.Scalar) -> GlyphInfo {
    lock.lock()
    defer { lock.unlock() }
    if let cached = glyphs[scalar.value] { return cached }
    var info = GlyphInfo(index: 0, advance: 0.6)
    if let face = measureFace {
      let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      var advance: FT_Fixed = 0
      if FT_Get_Advance(face, index, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 {
        info = GlyphInfo(index: index, advance: CGFloat(advance) / unitsPerEm)
      } else {
        info = GlyphInfo(index: index, advance: 0)
      }
    }
    glyphs[scalar.value] = info
    return info
  }
}
