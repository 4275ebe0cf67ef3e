internal import CSwivelCairo
import Foundation

/// The Cairo font faces drawing uses, one per font file, each over a FreeType face of its own
/// (never the one `SwivelGraphics` measures with, so the two share no mutable FreeType state).
/// Thread-safe; faces live as long as the process.
final class CairoFontFaces: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = CairoFontFaces()

  private let lock = NSLock()
  private var faces: [String: Entry] = [:]
  /// Faces replaced after an error, kept alive: a render on another thread may still draw
  /// with one.
  private var retired: [Entry] = []

  /// The `cairo_font_face_t *` for the font file at `path`, or nil when FreeType cannot open
  /// it (callers report the measuring face's ``FontError`` first). Owned by the cache.
  ///
  /// Cairo keeps an error on a font face for good once FreeType fails for it (a size FreeType
  /// refuses, say); such a face is replaced by a fresh one, so that one failed render never
  /// fails the later ones. Sizes are checked before drawing (`RenderLimits.maxPixelsPerEm`),
  /// so this is the second line of defence.
  func face(forFile path: String) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    if let entry = faces[path] {
      guard let face = entry.cairoFace, cairo_font_face_status(face) != CAIRO_STATUS_SUCCESS else {
        return entry.cairoFace
      }
      retired.append(entry)
    }
    let entry = Entry(path: path)
    faces[path] = entry
    return entry.cairoFace
  }

  /// One file: its FreeType library and face, and the Cairo face over them.
  private final class Entry {
    private var library: FT_Library?
    private var ftFace: FT_Face?
    private(set) var cairoFace: OpaquePointer?

    init(path: String) {
      guard FT_Init_FreeType(&library) == 0, let library else { return }
      guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace else { return }
      cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))
    }

    deinit {
      if let cairoFace { cairo_font_face_destroy(cairoFace) }
      if let ftFace { FT_Done_Face(ftFace) }
      if let library { FT_Done_FreeType(library) }
    }
  }
}
