// Runs the gallery lines over one scene and checks what they write: an index page and one
// section with a sheet and a film.
import Foundation
import SwivelGallery
import Testing

@Suite struct GallerySample {
  @Test func gallery() async throws {
    let scenes = [Scene("Greeting", summary: "One label.") { LabelController() }]
    try? FileManager.default.removeItem(atPath: "docs/gallery")
    // {{sample}}
    #expect(FileManager.default.fileExists(atPath: "docs/gallery/index.html"))
    #expect(report.sections.count == 1 && report.sections[0].film != nil)
  }
}
