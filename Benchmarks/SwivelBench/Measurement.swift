import Foundation

/// One measured figure: per-operation times over several samples.
struct Figure {
  let name: String
  let samples: [Double]  // seconds per operation, one per sample
  var note = ""

  init(name: String, samples: [Double]) {
    self.name = name
    self.samples = samples
  }

  var median: Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }
}

/// Times `operation`: a warm-up, then `sampleCount` samples, each repeating the operation
/// enough times to last at least `sampleSeconds`, reported per operation.
func measure(
  _ name: String, samples sampleCount: Int = 7, sampleSeconds: Double = 0.05,
  _ operation: () throws -> Void
) rethrows -> Figure {
  let clock = ContinuousClock()
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  // Warm up and find how many repetitions make one sample.
  var repetitions = 1
  while true {
    let start = clock.now
    for _ in 0..<repetitions { try operation() }
    let elapsed = seconds(clock.now - start)
    if elapsed >= sampleSeconds || repetitions >= 1 << 20 { break }
    repetitions *= elapsed < sampleSeconds / 10 ? 10 : 2
  }
  var samples: [Double] = []
  for _ in 0..<sampleCount {
    let start = clock.now
    for _ in 0..<repetitions { try operation() }
    samples.append(seconds(clock.now - start) / Double(repetitions))
  }
  return Figure(name: name, samples: samples)
}

func formatTime(_ seconds: Double) -> String {
  if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
  return String(format: "%.3f ms", seconds * 1e3)
}
