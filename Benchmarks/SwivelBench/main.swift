import Foundation
import SwivelDemos
import SwivelSnapshotTesting

// swivel-bench: the figures of shared/bench/workloads.md and Swivel's targets, as medians of
// several samples with their baselines, measured in one run.
//
//   swift build -c release && .build/release/swivel-bench [--json] [--only w1,w2,...]
//   swift build && .build/debug/swivel-bench          (the configuration `swift test` uses)
//   scripts/bench-both                                (both, side by side)

let usage = """
  usage: swivel-bench [--json] [--only GROUPS] [--callgrind CHECK [--iterations N]] [--help]

    --json            print the figures as JSON instead of a table
    --only GROUPS     run only these comma-separated groups: w1, w2, pin, allincode,
                      growth (attributed-text runs, navigation pushes), tables
                      (a table of 100,000 rows against 20), grid (a collection
                      view of 10,000 items against 20), accessibility (the
                      accessibility image against a render), process
                      (default: all); W2 still verifies its S1/S2 checksums
    --callgrind OP    run only the W1 operation OP (passing, passing-recorded or failing
                      snapshot check, note-tree, encode or decode) or the W2 one
                      (w2-layout, w2-pin, w2-rotation; N = 1000) N times (default 10)
                      inside `callgrindTarget`, for
                      `valgrind --tool=callgrind --toggle-collect='*callgrindTarget*'`
                      (see scripts/callgrind-checks); prints nothing else
    --compare A B     print two --json reports side by side (see scripts/bench-both)
    --encode-dir DIR [LEVEL]  encode the first 120 PNGs of DIR three times (zlib LEVEL,
                      default 2); size and time per pass
    --large-png PATH [SIDE] [rgba]  write a SIDE×SIDE PNG (default 16384), opaque or
                      translucent, for --load-image
    --load-image PATH  load one image file; time and the process's peak memory
    --help            print this help

  Every figure is for the build this binary was made by (\(BuildConfiguration.name)).
  """
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--encode-dir", arguments.count >= 2 {
  try encodeDirectory(arguments[1], level: arguments.count > 2 ? Int(arguments[2]) ?? 2 : 2)
  exit(0)
}
if arguments.first == "--large-png", arguments.count >= 2 {
  try writeLargePNG(
    arguments[1], side: arguments.count > 2 ? Int(arguments[2]) ?? 16_384 : 16_384,
    translucent: arguments.last == "rgba")
  exit(0)
}
if arguments.first == "--load-image", arguments.count >= 2 {
  try loadImageFile(arguments[1])
  exit(0)
}
if arguments.first == "--compare" {
  try printComparison(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
let json = arguments.contains("--json")
let groups = [
  "w1", "w2", "pin", "allincode", "growth", "tables", "grid", "accessibility", "process",
]
var selected = Set(groups)
if let flag = arguments.firstIndex(of: "--only") {
  guard flag + 1 < arguments.count else { fatalError("--only needs a list of groups\n\(usage)") }
  selected = Set(arguments[flag + 1].lowercased().split(separator: ",").map(String.init))
  guard selected.isSubset(of: groups), !selected.isEmpty else {
    fatalError(
      "--only takes \(groups.joined(separator: ", ")), got \(arguments[flag + 1])\n\(usage)")
  }
}
func value(after flag: String) -> String? {
  arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let callgrindCheck = value(after: "--callgrind")
let iterations = Int(value(after: "--iterations") ?? "10") ?? 10
let known = Set(
  ["--json", "--only", "--callgrind", "--iterations", "--help", "-h"]
    + ["--only", "--callgrind", "--iterations"].compactMap(value(after:)))
if let unknown = arguments.first(where: { !known.contains($0) }) {
  fatalError("unknown argument \(unknown)\n\(usage)")
}
var report = Report()
let package = try BenchPackage()

if let callgrindCheck {
  try runForCallgrind(callgrindCheck, iterations: iterations, package: package)
  try? FileManager.default.removeItem(at: package.root)
  exit(0)
}

// MARK: W1: one screen

if selected.contains("w1") {
  let w1 = makeW1Window()
  let w1Controller = w1.rootViewController as! ViewController
  var layoutRender = measure("W1 layout + render (built tree, no encode)") {
    w1Controller.setNeedsUpdateInterface()
    _ = try? w1.renderImage()
  }
  let cairoW1 = CairoW1()
  let cairoDraw = measure("W1 bare Cairo draw, same rects and titles (baseline)") { cairoW1.draw() }
  let drawRatio = layoutRender.median / cairoDraw.median
  layoutRender.note = String(format: "%.2f× the bare Cairo draw", drawRatio)
  report.add(
    layoutRender, target: "≤ 0.5 ms, ≤ 2× Cairo",
    met: layoutRender.median <= 0.5e-3 && drawRatio <= 2)
  report.add(cairoDraw, target: "baseline", limit: nil)
  report.add(
    measure("W1 build + layout + render (from nothing)") {
      _ = try? makeW1Window().renderImage()
    }, target: "", limit: nil)

  let w1Bitmap = try w1.renderImage()
  let w1PNG = PNGEncoder().encode(w1Bitmap)
  let w1CairoPNG = CairoPNG.encode(w1Bitmap)
  var encode = measure("W1 PNG encode, Swivel") { _ = PNGEncoder().encode(w1Bitmap) }
  encode.note = "\(w1PNG.count) bytes"
  var cairoEncode = measure("W1 PNG encode, cairo_surface_write_to_png (baseline)") {
    _ = CairoPNG.encode(w1Bitmap)
  }
  cairoEncode.note = "\(w1CairoPNG.count) bytes"
  report.add(
    encode, target: "≥ 5× faster than Cairo, ≤ 1.5× its size",
    met: cairoEncode.median / encode.median >= 5
      && Double(w1PNG.count) <= 1.5 * Double(w1CairoPNG.count))
  report.add(cairoEncode, target: "baseline", limit: nil)
  report.add(
    measure("W1 PNG decode, Swivel") { _ = try? PNGDecoder.decode(w1PNG) }, target: "≤ 3 ms",
    limit: 3e-3)

  let passing = SnapshotLocation(
    packageRoot: package.root, folder: "Bench", name: "w1.iphone6.portrait")
  let verifier = SnapshotVerifier(
    recordMode: .never, environment: ["SWIVEL_ARTIFACTS": package.artifacts.path])
  try package.write(w1PNG, at: passing)
  guard verifier.verify(w1Bitmap, scale: 2, at: passing) == .matched else {
    fatalError("W1 golden did not match its render")
  }
  let plainCheck = measure("W1 passing snapshot check (golden on disk)") {
    _ = verifier.verify(w1Bitmap, scale: 2, at: passing)
  }
  report.add(plainCheck, target: "≤ 1 ms", limit: 1e-3)

  // The same check against a golden that also records its renderer and view tree, as goldens
  // recorded by assertions do: the records are read only when a check fails.
  let recorded = SnapshotLocation(
    packageRoot: package.root, folder: "Bench", name: "w1recorded.iphone6.portrait")
  let recordedPNG = PNGEncoder().encode(
    w1Bitmap,
    annotations: [
      PNGAnnotation(.renderer, RendererIdentity.current.text),
      PNGAnnotation(.viewTree, ViewTree(window: w1).text),
    ])
  try package.write(recordedPNG, at: recorded)
  guard verifier.verify(w1Bitmap, scale: 2, at: recorded) == .matched else {
    fatalError("the recorded W1 golden did not match")
  }
  var recordedCheck = measure(
    "W1 passing snapshot check, golden with renderer and view tree records"
  ) {
    _ = verifier.verify(w1Bitmap, scale: 2, at: recorded)
  }
  let recordedRatio = recordedCheck.median / plainCheck.median
  recordedCheck.note = String(
    format: "%.2f× the plain golden's; records +%d bytes (%.1f %%)", recordedRatio,
    recordedPNG.count - w1PNG.count,
    Double(recordedPNG.count - w1PNG.count) * 100 / Double(w1PNG.count))
  report.add(recordedCheck, target: "≤ 1.1× the plain golden's", met: recordedRatio <= 1.1)
  report.add(
    measure("W1 view tree noted by an assertion (described only on failure)") {
      SnapshotProvenance.$current.withValue(SnapshotProvenance()) {
        SnapshotProvenance.current?.noteTree { ViewTree(window: w1) }
      }
    }, target: "≤ 2 µs", limit: 2e-6)
  report.add(
    measure("W1 view tree described (on failure or recording)") {
      _ = ViewTree(window: w1).text
    }, target: "", limit: nil)

  let failing = SnapshotLocation(
    packageRoot: package.root, folder: "Bench", name: "w1changed.iphone6.portrait")
  try package.write(PNGEncoder().encode(try makeW1Window(changed: true).renderImage()), at: failing)
  guard case .failed(let failure) = verifier.verify(w1Bitmap, scale: 2, at: failing),
    case .pixelsDiffer(let difference) = failure.kind, let box = difference.box
  else { fatalError("W1 vs W1-changed did not fail as a pixel difference") }
  var failingFigure = measure(
    "W1 failing snapshot check (decode, diff, write artifacts)", samples: 7, sampleSeconds: 0.2
  ) {
    _ = verifier.verify(w1Bitmap, scale: 2, at: failing)
  }
  failingFigure.note =
    "\(difference.count) px differ in x \(box.minX)..<\(box.maxX), y \(box.minY)..<\(box.maxY)"
  #if DEBUG
  report.add(failingFigure, target: "≤ 25 ms", limit: 25e-3)
  #else
  report.add(failingFigure, target: "≤ 10 ms", limit: 10e-3)
  #endif
}

// MARK: W2 as pin chains, against W2 as frames in the same run

if selected.contains("pin") {
  let count = 1000
  let frames = FeedViewController(count: count)
  let framesWindow = Window(rootViewController: frames, device: .iphone6)
  framesWindow.layoutIfNeeded()
  let chains = PinFeedViewController(count: count)
  let chainsWindow = Window(rootViewController: chains, device: .iphone6)
  chainsWindow.layoutIfNeeded()
  W2Checksums.verify(chains.feed.checksums(), count: count, width: 375)
  let byFrames = measure("W2 layout as frames, N = \(count) (baseline)") {
    frames.setNeedsUpdateInterface()
    framesWindow.layoutIfNeeded()
  }
  var byChains = measure("W2 layout as pin chains, N = \(count)") {
    chains.setNeedsUpdateInterface()
    chainsWindow.layoutIfNeeded()
  }
  W2Checksums.verify(chains.feed.checksums(), count: count, width: 375)
  let chainRatio = byChains.median / byFrames.median
  byChains.note = String(format: "%.1f× frames", chainRatio)
  #if DEBUG
  report.add(byChains, target: "≤ 10× frames", met: chainRatio <= 10)
  #else
  report.add(byChains, target: "≤ 3× frames", met: chainRatio <= 3)
  #endif
  report.add(byFrames, target: "baseline", limit: nil)

  // The same chains with pixel snapping, Pin's default: each chain also finds its window's
  // screen scale.
  let snapped = PinFeedViewController(count: count, snapping: true)
  let snappedWindow = Window(rootViewController: snapped, device: .iphone6)
  snappedWindow.layoutIfNeeded()
  var bySnappedChains = measure("W2 layout as pin chains, pixel snapping on, N = \(count)") {
    snapped.setNeedsUpdateInterface()
    snappedWindow.layoutIfNeeded()
  }
  guard snapped.feed.framesOnPixelGrid(scale: snappedWindow.screenScale) else {
    fatalError("W2 as snapped pin chains: a frame is off the pixel grid")
  }
  bySnappedChains.note = String(format: "%.1f× frames", bySnappedChains.median / byFrames.median)
  report.add(bySnappedChains, target: "", limit: nil)
}

// MARK: W2: a feed of N cells

if selected.contains("w2") {
  for count in [100, 1000] {
    let controller = FeedViewController(count: count)
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    W2Checksums.verify(controller.checksums(), count: count, width: 375)
    let layout = measure("W2 layout, N = \(count) (built tree, W = 375)") {
      controller.setNeedsUpdateInterface()
      window.layoutIfNeeded()
    }
    W2Checksums.verify(controller.checksums(), count: count, width: 375)
    var wide = false
    let rotation = measure("W2 rotation 375 ↔ 667, N = \(count)") {
      wide.toggle()
      window.frame = CGRect(x: 0, y: 0, width: wide ? 667 : 375, height: 667)
      window.layoutIfNeeded()
    }
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 667)
    window.layoutIfNeeded()
    W2Checksums.verify(controller.checksums(), count: count, width: 667)

    var plain = PlainFeed(count: count)
    let floor = measure("W2 plain-struct floor, N = \(count)") { plain.layout(width: 375) }
    W2Checksums.verify(W2Checksums.plain(plain), count: count, width: 375)

    let ratio = layout.median / floor.median
    if count == 1000 {
      var annotated = layout
      annotated.note = String(format: "%.1f× the floor", ratio)
      report.add(
        annotated, target: "≤ 0.3 ms, ≤ 30× floor", met: layout.median <= 0.3e-3 && ratio <= 30)
      report.add(rotation, target: "≤ 0.1 ms", limit: 0.1e-3)
    } else {
      var annotated = layout
      annotated.note = String(format: "%.1f× the floor", ratio)
      report.add(annotated, target: "", limit: nil)
      report.add(rotation, target: "", limit: nil)
    }
    report.add(floor, target: "baseline", limit: nil)
  }
  report.checksumsVerified = true
}

// MARK: AllInCode

if selected.contains("allincode") {
  let allInCode = SceneCatalog.named("AllInCode")!
  report.add(
    measure("AllInCode launch + layout + render (750×1334)") {
      _ = try? allInCode.launch(on: .iphone6).renderImage()
    }, target: "", limit: nil)
}

// MARK: Grid: a collection view shows only its visible items

if selected.contains("grid") {
  // On an iPhone 6 (375 pt), three 100-pt items per row 101 pt apart: a screen shows at most
  // eight rows, so both grids have a screenful of cells whatever their item count.
  guard try gridWorkload(count: 10_000) <= 24 else {
    fatalError("the 10,000-item grid made more cells than a screen shows")
  }
  var large = measure("Grid of 10,000 items: build + layout + scroll to the middle + render") {
    _ = try? gridWorkload(count: 10_000)
  }
  let small = measure("Grid of 20 items, the same (baseline)") { _ = try? gridWorkload(count: 20) }
  large.note = String(format: "%.2f× the 20-item grid", large.median / small.median)
  report.add(large, target: "", limit: nil)
  report.add(small, target: "baseline", limit: nil)
}

// MARK: Growth: work that must stay linear in its size

if selected.contains("growth") {
  try addGrowthRows(
    to: &report, { "highlighted text, \(thousands($0 * 2)) runs: build + label + render" },
    sizes: (5_000, 10_000)
  ) { try highlightedTextWorkload(words: $0) }
  try addGrowthRows(
    to: &report, { "draw(_:) stroking a \(thousands($0))-point polyline, 375×100 at 2×" },
    sizes: (10_000, 100_000)
  ) { try waveformWorkload(points: $0) }
  addGrowthRows(
    to: &report, { "navigation, \(thousands($0)) pushes + \(thousands($0 / 2)) pops" },
    sizes: (1_000, 10_000)
  ) { navigationWorkload(pushes: $0) }
}

// MARK: Tables: 100,000 rows against 20

if selected.contains("tables") {
  try addTableRows(to: &report)
}

// MARK: The accessibility image against a plain render

if selected.contains("accessibility") {
  try addAccessibilityImageRows(to: &report)
}

// MARK: Whole processes

if selected.contains("process") && SwivelProcess.isAvailable {
  let output = package.root.appendingPathComponent("render.png").path
  _ = SwivelProcess.run(["render", "AllInCode", "--output", output])
  let runs = (0..<15).map { _ in SwivelProcess.run(["render", "AllInCode", "--output", output]) }
  var renderFigure = Figure(name: "swivel render AllInCode (whole process)", samples: runs)
  // The floor under it: starting the process (exec, dynamic loading, Swift runtime) and
  // parsing arguments, with no rendering.
  let startups = (0..<15).map { _ in SwivelProcess.run(["--help"]) }
  let startup = Figure(name: "swivel --help (whole process: start-up floor)", samples: startups)
  renderFigure.note = String(
    format: "%.1f ms above the start-up floor", (renderFigure.median - startup.median) * 1e3)
  report.add(renderFigure, target: "≤ 15 ms", limit: 15e-3)
  report.add(startup, target: "baseline", limit: nil)

  let gallery = package.root.appendingPathComponent("gallery").path
  var rates: [Double] = []
  var images = 0
  for _ in 0..<5 {
    try? FileManager.default.removeItem(atPath: gallery)
    // Films are left out, so the figure stays comparable with the 343-image gallery of the target.
    let seconds = SwivelProcess.run(["gallery", "--output", gallery, "--no-films"])
    images =
      ((try? FileManager.default.contentsOfDirectory(atPath: gallery)) ?? []).filter {
        $0.hasSuffix(".png")
      }.count
    rates.append(seconds / Double(max(images, 1)))
  }
  var galleryFigure = Figure(name: "swivel gallery, per image (whole process)", samples: rates)
  galleryFigure.note = String(
    format: "%.0f images/s, %d images, peak %.0f MiB",
    1 / galleryFigure.median, images, Double(SwivelProcess.peakChildMemoryKiB) / 1024)
  report.add(galleryFigure, target: "≥ 300 images/s", limit: 1.0 / 300)
} else if selected.contains("process") {
  report.notes.append(
    "swivel is not built next to the benchmark: build it (`swift build --product swivel`) to time whole processes"
  )
}

try? FileManager.default.removeItem(at: package.root)
print(json ? try report.json() : report.table())
