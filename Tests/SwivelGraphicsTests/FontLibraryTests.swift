import Foundation
import Testing

@testable import SwivelGraphics

@Suite struct FontLibraryTests {
  private let regular = FontFile(family: .interText, weightClass: 400, italic: false)
  private let bold = FontFile(family: .interText, weightClass: 700, italic: false)

  @Test func filesLoadFromTheLibrarysFolder() {
    let library = FontLibrary(directory: FontLibrary.bundledDirectory)
    #expect(library.face(regular).path == FontLibrary.bundledDirectory + "/Inter-Regular.otf")
    #expect(library.face(bold).path == FontLibrary.bundledDirectory + "/Inter-Bold.otf")
    #expect(library.face(regular).loadError == nil)
    #expect(library.face(regular) === library.face(regular))
  }

  @Test func theBundledFontsAreFoundBesideTheExecutable() {
    #expect(FontLibrary.bundledDirectory.hasSuffix("/" + FontLibrary.resourceBundleName + "/Fonts"))
    #expect(
      FileManager.default.fileExists(atPath: FontLibrary.bundledDirectory + "/Inter-Regular.otf"))
  }

  @Test func aMissingResourceBundleGivesAPathThatFailsWithTheFontError() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-no-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let directory = FontLibrary.fontsDirectory(besideAnyOf: [
      empty, empty.appendingPathComponent("elsewhere"),
    ])
    #expect(
      directory == empty.appendingPathComponent(FontLibrary.resourceBundleName + "/Fonts").path)
    let error = FontLibrary(directory: directory).face(regular).loadError
    #expect(error?.description.contains("SWIVEL_FONT_DIR") == true)
    #expect(
      FontLibrary.fontsDirectory(besideAnyOf: []) == FontLibrary.resourceBundleName + "/Fonts")
  }

  @Test func theFirstFolderHoldingTheBundleIsUsed() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-no-bundle-\(UUID().uuidString)")
    let holding = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-bundle-\(UUID().uuidString)")
    let fonts = holding.appendingPathComponent(FontLibrary.resourceBundleName + "/Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: holding) }
    #expect(FontLibrary.fontsDirectory(besideAnyOf: [empty, holding]) == fonts.path)
  }

  @Test func theDirectoryComesFromSwivelFontDirWhenSet() {
    #expect(FontLibrary.defaultDirectory(environment: [:]) == FontLibrary.bundledDirectory)
    #expect(
      FontLibrary.defaultDirectory(environment: ["SWIVEL_FONT_DIR": ""])
        == FontLibrary.bundledDirectory)
    #expect(FontLibrary.defaultDirectory(environment: ["SWIVEL_FONT_DIR": "/opt/f"]) == "/opt/f")
  }

  @Test func aMissingFolderGivesATypedErrorAndFallbackMetrics() {
    let library = FontLibrary(directory: "/nonexistent/fonts")
    let face = library.face(regular)
    #expect(
      face.loadError
        == FontError(path: "/nonexistent/fonts/Inter-Regular.otf", reason: "no readable file there")
    )
    #expect(face.loadError?.description.contains("SWIVEL_FONT_DIR") == true)
    #expect(face.loadError?.description.contains("_SwivelGraphics.resources") == true)
    // Inter's own hhea values, 2728 and 680 of 2816 units.
    #expect(face.metrics == FaceMetrics(ascender: 2728.0 / 2816, descender: 680.0 / 2816))
    // Every glyph of a missing face is the missing glyph with a fixed advance.
    #expect(face.glyph(for: "a") == GlyphInfo(index: 0, advance: 0.6))
  }

  @Test func aFileThatIsNotAFontIsReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-fonts-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("Inter-Regular.otf"))
    let face = FontLibrary(directory: folder.path).face(regular)
    #expect(face.loadError?.reason.hasPrefix("FreeType error") == true)
  }

  @Test func measurementReadsTheTasksLibrary() {
    let bound = FontLibrary(directory: "/nonexistent/fonts")
    FontLibrary.$current.withValue(bound) {
      #expect(FontLibrary.current === bound)
      // 0.6 em per glyph from the fallback, not Inter's advances, each followed by the
      // tracking at 10 pt (+0.12).
      let layout = TextLayout(
        "ab", font: Font(size: 10), maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
      #expect(abs(layout.size.width - 12.24) < 1e-12)
    }
    #expect(FontLibrary.current === FontLibrary.shared)
  }
}
