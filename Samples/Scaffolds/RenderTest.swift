// Runs the article's host-and-render lines and checks the file they write: the screen turned to
// landscape on an iPhone 6 (667 × 375 pt) at its 2× scale, as held.
import Foundation
import Swivel
import Testing

@Suite struct RenderSample {
  @Test func render() throws {
    try? FileManager.default.removeItem(atPath: "login.png")
    // {{sample}}
    #expect(pngSize(atPath: "login.png") == [1334, 750])
  }
}
