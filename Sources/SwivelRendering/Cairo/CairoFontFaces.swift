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

  /// The `cairo_font_face_t *` for the font file at `path`, or nil when FreeType cannot open
  /// it (callers report the measuring face's ``FontError`` first). Owned by the cache.
  func face(forFile path: String) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    if let entry = faces[path] { return entry.cairoFace }
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
