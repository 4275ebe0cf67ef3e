// Runs the film lines with a scene named `swapper` and checks the files they write: an animated
// PNG of 10 frames and a filmstrip.
import Foundation
import SwivelGallery
import Testing

/// A label that stays centred while the screen turns.
final class TurningController: ViewController {
  let caption = Label()

  override func viewDidLoad() {
    view.backgroundColor = .white
    caption.text = "Turning"
    view.addSubview(caption)
  }

  override func updateInterface() {
    caption.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY - 12, width: 120, height: 24)
  }
}

@Suite struct FilmSample {
  @Test func film() throws {
    let swapper = Scene("Swapper", summary: "A label that stays centred.") { TurningController() }
    for file in ["swapper.png", "swapper.strip.png"] { try? FileManager.default.removeItem(atPath: file) }
    // {{sample}}
    #expect(apngFrameCount(atPath: "swapper.png") == 10)
    #expect(pngSize(atPath: "swapper.strip.png") != nil)
  }
}
