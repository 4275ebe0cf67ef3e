import Foundation
import Swivel
import SwivelGraphics
import Testing

@Suite struct MissingFontTests {
  @Test func textWithoutItsFontFileIsATypedRenderError() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    label.text = "Hello"
    FontLibrary.$current.withValue(FontLibrary(directory: "/nonexistent/fonts")) {
      #expect {
        try label.renderImage(scale: 1)
      } throws: { error in
        guard case .font(let font) = error as? RenderError else { return false }
        return font.path == "/nonexistent/fonts/Inter-Regular.otf"
          && "\(error)".contains("SWIVEL_FONT_DIR")
      }
    }
  }

  @Test func aViewWithoutTextRendersWithoutFonts() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.backgroundColor = .red
    let bitmap = try FontLibrary.$current.withValue(FontLibrary(directory: "/nonexistent/fonts")) {
      try view.renderImage(scale: 1)
    }
    #expect(bitmap.width == 4)
  }

  @Test func anotherFolderWithTheSameFilesRendersTheSamePixels() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    label.text = "Hello"
    let pinned = try label.renderImage(scale: 2)
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-fonts-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.copyItem(atPath: FontLibrary.bundledDirectory, toPath: copy.path)
    defer { try? FileManager.default.removeItem(at: copy) }
    let again = try FontLibrary.$current.withValue(FontLibrary(directory: copy.path + "/")) {
      try label.renderImage(scale: 2)
    }
    #expect(again.pixels == pinned.pixels)
  }
}
