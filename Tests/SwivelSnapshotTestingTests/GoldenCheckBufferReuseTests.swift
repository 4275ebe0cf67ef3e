import Foundation
import SwivelSnapshotTesting
import Testing

/// A failing image check hands the decoded golden's pixels and its diff image to the pool the
/// next check takes them from. The size is one no other test uses.
@Suite struct GoldenCheckBufferReuseTests {
  @Test func aFailingCheckKeepsTheGoldensPixelsAndItsDiffImageForTheNextCheck() throws {
    let package = try TemporaryPackage()
    let location = package.location()
    let (width, height) = (29, 19)
    _ = package.verifier(.missing).verify(
      sampleBitmap(width: width, height: height), scale: 2, at: location)
    while ReusableBuffers.pixels.take(count: width * height) != nil {}
    let outcome = package.verifier(.never).verify(
      sampleBitmap(width: width, height: height, mark: (5, 4)), scale: 2, at: location)
    guard case .failed(let failure) = outcome, case .pixelsDiffer = failure.kind else {
      Issue.record("expected a pixel failure, got \(outcome)")
      return
    }
    #expect(ReusableBuffers.pixels.take(count: width * height) != nil)
    #expect(ReusableBuffers.pixels.take(count: width * height) != nil)
  }

  @Test func aPassingCheckThatDecodedItsGoldenGivesThePixelsBack() throws {
    let package = try TemporaryPackage()
    let location = package.location()
    let (width, height) = (31, 17)
    let bitmap = sampleBitmap(width: width, height: height)
    // A golden without Swivel's digest is decoded and compared pixel by pixel.
    try FileManager.default.createDirectory(
      at: location.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(bitmap, embedDigest: false)).write(to: location.goldenURL)
    while ReusableBuffers.pixels.take(count: width * height) != nil {}
    #expect(package.verifier(.never).verify(bitmap, scale: 2, at: location) == .matched)
    #expect(ReusableBuffers.pixels.take(count: width * height) != nil)
  }
}
