import Foundation
import Testing
@testable import SwivelGraphics

@Suite struct FontLibraryTests {
  @Test func weightsMapToThePinnedDejaVuFiles() {
    let library = FontLibrary(directory: "/usr/share/fonts/truetype/dejavu")
    #expect(library.face(.sans).path == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    #expect(library.face(.sansBold).path == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    #expect(library.face(.sans).loadError == nil)
    #expect(library.face(.sans) === library.face(.sans))
  }

  @Test func theDirectoryComesFromSwivelFontDirWhenSet() {
    #expect(FontLibrary.defaultDirectory(environment: [:]) == "/usr/share/fonts/truetype/dejavu")
    #expect(FontLibrary.defaultDirectory(environment: ["SWIVEL_FONT_DIR": ""]) == "/usr/share/fonts/truetype/dejavu")
    #expect(FontLibrary.defaultDirectory(environment: ["SWIVEL_FONT_DIR": "/opt/f"]) == "/opt/f")
  }

  @Test func aMissingFolderGivesATypedErrorAndFallbackMetrics() {
    let library = FontLibrary(directory: "/nonexistent/fonts")
    let face = library.face(.sans)
    #expect(face.loadError == FontError(path: "/nonexistent/fonts/DejaVuSans.ttf", reason: "no readable file there"))
    #expect(face.loadError?.description.contains("apt-get install fonts-dejavu-core") == true)
    // DejaVu Sans' own hhea values, 1901 and 483 of 2048 units.
    #expect(face.metrics == FaceMetrics(ascender: 1901.0 / 2048, descender: 483.0 / 2048))
    // Every glyph of a missing face is the missing glyph with a fixed advance.
    #expect(face.glyph(for: "a") == GlyphInfo(index: 0, advance: 0.6))
  }

  @Test func aFileThatIsNotAFontIsReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-fonts-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
    let face = FontLibrary(directory: folder.path).face(.sans)
    #expect(face.loadError?.reason.hasPrefix("FreeType error") == true)
  }

  @Test func measurementReadsTheTasksLibrary() {
    let bound = FontLibrary(directory: "/nonexistent/fonts")
    FontLibrary.$current.withValue(bound) {
      #expect(FontLibrary.current === bound)
      // 0.6 em per glyph from the fallback, not DejaVu's advances.
      let layout = TextLayout("ab", font: Font(size: 10), maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
      #expect(layout.size.width == 12)
    }
    #expect(FontLibrary.current === FontLibrary.shared)
  }
}
