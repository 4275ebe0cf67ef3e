// Runs the film lines with a scene named `swapper` (a centred label) and checks the files they
// write: an animated PNG of 10 frames and a filmstrip (the frames side by side, so wider than
// tall).
import Foundation
import SwivelGallery
import Testing

@Suite struct FilmSample {
  @Test func film() throws {
    let swapper = Scene("Swapper", summary: "A label that stays centred.") { LabelController() }
    for file in ["swapper.png", "swapper.strip.png"] {
      try? FileManager.default.removeItem(atPath: file)
    }
    // {{sample}}
    #expect(apngFrameCount(atPath: "swapper.png") == 10)
    #expect(pngSize(atPath: "swapper.strip.png").map { $0[0] > $0[1] } == true)
  }
}
