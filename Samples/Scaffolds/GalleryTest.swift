// Runs the gallery lines over one scene and checks what they write: an index page and one
// section with a sheet and a film.
import Foundation
import SwivelGallery
import Testing

/// A screen with one label.
final class GreetingController: ViewController {
  let greeting = Label()

  override func viewDidLoad() {
    view.backgroundColor = .white
    greeting.text = "Hello"
    view.addSubview(greeting)
  }

  override func updateInterface() {
    greeting.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: 200, height: 24)
  }
}

@Suite struct GallerySample {
  @Test func gallery() async throws {
    let scenes = [Scene("Greeting", summary: "One label.") { GreetingController() }]
    try? FileManager.default.removeItem(atPath: "docs/gallery")
    // {{sample}}
    #expect(FileManager.default.fileExists(atPath: "docs/gallery/index.html"))
    #expect(report.sections.count == 1 && report.sections[0].film != nil)
  }
}
