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
/// to note the view tree (`note-tree`), or the W1 PNG encode or decode alone.
func runForCallgrind(_ name: String, iterations: Int, package: BenchPackage) throws {
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
    let location = SnapshotLocation(packageRoot: package.root, folder: "Bench", name: "w1recorded.iphone6.portrait")
    try package.write(
      PNGEncoder().encode(bitmap, annotations: [
        PNGAnnotation(.renderer, RendererIdentity.current.text), PNGAnnotation(.viewTree, ViewTree(window: window).text),
      ]), at: location)
    let verifier = SnapshotVerifier(recordMode: .never, environment: ["SWIVEL_ARTIFACTS": package.artifacts.path])
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
    fatalError("--callgrind takes passing, passing-recorded, failing, note-tree, encode or decode, got \(name)\n\(usage)")
  }
  let golden = name == "passing" ? bitmap : try makeW1Window(changed: true).renderImage()
  let location = SnapshotLocation(packageRoot: package.root, folder: "Bench", name: "w1\(name).iphone6.portrait")
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
