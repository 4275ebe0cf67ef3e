import Foundation
import SwivelSnapshotTesting

/// Everything callgrind counts when run with `--toggle-collect='*callgrindTarget*'`: one
/// operation. Kept out of line so the symbol exists in every build.
@inline(never)
func callgrindTarget<Result>(_ operation: () throws -> Result) rethrows -> Result {
  try operation()
}

/// Sets up W1 and its golden (uncounted), then runs one operation `iterations` times through
/// ``callgrindTarget(_:)``: the passing or failing W1 snapshot check, the passing check of a
/// golden that records its renderer and view tree (`passing-recorded`), what an assertion does
/// to note the view tree (`note-tree`), or the W1 PNG encode or decode alone; or W2's layout or
/// rotation pass (`w2-layout`, `w2-rotation`, N = 1000), or W2's layout pass written as `pin`
/// chains (`w2-pin`).
func runForCallgrind(_ name: String, iterations: Int, package: BenchPackage) throws {
  if name.hasPrefix("w2-") {
    runW2ForCallgrind(name, iterations: iterations)
    return
  }
  let window = makeW1Window()
  let bitmap = try window.renderImage()
  switch name {
  case "note-tree":
    for _ in 0..<iterations {
      callgrindTarget {
        SnapshotProvenance.$current.withValue(SnapshotProvenance()) {
          SnapshotProvenance.current?.noteTree { ViewTree(window: window) }
        }
      }
    }
    return
  case "passing-recorded":
    let location = SnapshotLocation(
      packageRoot: package.root, folder: "Bench", name: "w1recorded.iphone6.portrait")
    try package.write(
      PNGEncoder().encode(
        bitmap,
        annotations: [
          PNGAnnotation(.renderer, RendererIdentity.current.text),
          PNGAnnotation(.viewTree, ViewTree(window: window).text),
        ]), at: location)
    let verifier = SnapshotVerifier(
      recordMode: .never, environment: ["SWIVEL_ARTIFACTS": package.artifacts.path])
    for _ in 0..<iterations {
      guard callgrindTarget({ verifier.verify(bitmap, scale: 2, at: location) }) == .matched else {
        fatalError("the recorded W1 golden did not match")
      }
    }
    return
  case "encode":
    for _ in 0..<iterations { _ = callgrindTarget { PNGEncoder().encode(bitmap) } }
    return
  case "decode":
    let png = PNGEncoder().encode(bitmap)
    for _ in 0..<iterations { _ = try callgrindTarget { try PNGDecoder.decode(png) } }
    return
  case "passing", "failing":
    break
  default:
    fatalError(
      "--callgrind takes passing, passing-recorded, failing, note-tree, encode, decode, w2-layout, w2-pin or w2-rotation, got \(name)\n\(usage)"
    )
  }
  let golden = name == "passing" ? bitmap : try makeW1Window(changed: true).renderImage()
  let location = SnapshotLocation(
    packageRoot: package.root, folder: "Bench", name: "w1\(name).iphone6.portrait")
  try package.write(PNGEncoder().encode(golden), at: location)
  let verifier = SnapshotVerifier(
    recordMode: .never, environment: ["SWIVEL_ARTIFACTS": package.artifacts.path])
  for _ in 0..<iterations {
    let outcome = callgrindTarget { verifier.verify(bitmap, scale: 2, at: location) }
    guard (outcome == .matched) == (name == "passing") else {
      fatalError("the W1 \(name) check gave \(outcome)")
    }
  }
}

/// W2 with N = 1000, built and laid out uncounted, then `iterations` layout passes (an
/// `updateInterface` at the same width) or rotations (375 → 667 and back counts as two), each
/// through ``callgrindTarget(_:)``; the checksums are verified after the last.
private func runW2ForCallgrind(_ name: String, iterations: Int) {
  let count = 1000
  let chains = name == "w2-pin" ? PinFeedViewController(count: count) : nil
  let controller = chains?.feed ?? FeedViewController(count: count)
  let window = Window(rootViewController: chains ?? controller, device: .iphone6)
  window.layoutIfNeeded()
  var width = 375
  switch name {
  case "w2-layout", "w2-pin":
    for _ in 0..<iterations {
      callgrindTarget {
        (chains ?? controller).setNeedsUpdateInterface()
        window.layoutIfNeeded()
      }
    }
  case "w2-rotation":
    for _ in 0..<iterations {
      width = width == 375 ? 667 : 375
      callgrindTarget {
        window.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 667)
        window.layoutIfNeeded()
      }
    }
  default:
    fatalError("--callgrind takes w2-layout, w2-pin or w2-rotation for W2, got \(name)\n\(usage)")
  }
  W2Checksums.verify(controller.checksums(), count: count, width: width)
}
