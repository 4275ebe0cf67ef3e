internal import CSwivelFreeType

extension FontLibrary {
  /// `2.12.1`: the FreeType library this process measures and draws text with, read at run
  /// time; nil when FreeType cannot start.
  package static var freeTypeVersion: String? {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// Every pinned font file this library draws with: its file name and full path (which may
  /// not exist).
  package var fontFiles: [(name: String, path: String)] {
    FontFile.all.map { ($0.fileName, directory + "/" + $0.fileName) }
  }
}
