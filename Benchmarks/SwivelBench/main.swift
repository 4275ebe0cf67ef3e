import Foundation
import SwivelDemos
import SwivelSnapshotTesting

// swivel-bench: medians of the figures Swivel promises, measured in one run.
// Run with: swift run -c release swivel-bench [--json]

let json = CommandLine.arguments.contains("--json")
var figures: [Figure] = []

// AllInCode at 750×1334 px: build, lay out and render, from nothing.
func renderAllInCode() throws -> Bitmap {
  let window = Window(rootViewController: AllInCodeViewController(), device: .iphone6)
  return try window.renderImage()
}
figures.append(try measure("AllInCode build + layout + render (750×1334)") { _ = try renderAllInCode() })

let bitmap = try renderAllInCode()
let swivelPNG = PNGEncoder().encode(bitmap)
let cairoPNG = CairoPNG.encode(bitmap)
var encode = measure("PNG encode, Swivel") { _ = PNGEncoder().encode(bitmap) }
encode.note = "\(swivelPNG.count) bytes"
figures.append(encode)
var baseline = measure("PNG encode, cairo_surface_write_to_png (baseline)") { _ = CairoPNG.encode(bitmap) }
baseline.note = "\(cairoPNG.count) bytes"
figures.append(baseline)
figures.append(try measure("PNG decode, Swivel") { _ = try PNGDecoder.decode(swivelPNG) })

// A passing snapshot check against a golden on disk, in a warm process.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
try Data("// bench\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
defer { try? FileManager.default.removeItem(at: folder) }
let location = SnapshotLocation(packageRoot: folder, suite: "Bench", test: "allInCode", variant: "iphone6.portrait")
let verifier = SnapshotVerifier(recordMode: .missing, environment: [:])
_ = verifier.verify(bitmap, scale: 2, at: location)
guard verifier.verify(bitmap, scale: 2, at: location) == .matched else {
  fatalError("the benchmark's golden did not match its own render")
}
figures.append(measure("Snapshot check, passing (digest fast path)") {
  _ = verifier.verify(bitmap, scale: 2, at: location)
})
figures.append(try measure("Snapshot: render + passing check") {
  _ = verifier.verify(try renderAllInCode(), scale: 2, at: location)
})

let cores = ProcessInfo.processInfo.activeProcessorCount
if json {
  let rows = figures.map { figure in
    "    {\"name\": \"\(figure.name)\", \"median_s\": \(figure.median), \"min_s\": \(figure.min), "
      + "\"max_s\": \(figure.max), \"samples\": \(figure.samples.count), \"note\": \"\(figure.note)\"}"
  }
  print("{\n  \"cores\": \(cores),\n  \"figures\": [\n" + rows.joined(separator: ",\n") + "\n  ]\n}")
} else {
  print("swivel-bench: medians of \(figures.first?.samples.count ?? 0) samples, \(cores) cores")
  let width = figures.map(\.name.count).max() ?? 0
  for figure in figures {
    let name = figure.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
    print("\(name)\(formatTime(figure.median))  (min \(formatTime(figure.min)), max \(formatTime(figure.max)))  \(figure.note)")
  }
  print(String(format: "PNG encode speed-up over Cairo: %.1f×, size ratio %.2f", baseline.median / encode.median,
    Double(swivelPNG.count) / Double(cairoPNG.count)))
}
