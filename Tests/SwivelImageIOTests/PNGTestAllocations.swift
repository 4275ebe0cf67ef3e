import Foundation
import SwivelImageIO

/// The byte counts of the buffers the decoder makes while `body` runs
/// (`PNGDecoderAllocations`), seen in the calling task only: what other tests decode at the
/// same time does not show up.
enum PNGTestAllocations {
  private final class Log: @unchecked Sendable {
    // @unchecked: `byteCounts` is only touched while holding `lock`.
    private let lock = NSLock()
    private var byteCounts: [Int] = []

    func append(_ byteCount: Int) { lock.withLock { byteCounts.append(byteCount) } }
    var all: [Int] { lock.withLock { byteCounts } }
  }

  /// Every buffer `body` had the decoder make, in order.
  static func recorded(_ body: () -> Void) -> [Int] {
    recording(body).buffers
  }

  /// What `body` returned, and every buffer it had the decoder make, in order.
  static func recording<Value>(_ body: () -> Value) -> (value: Value, buffers: [Int]) {
    let log = Log()
    let value = PNGDecoderAllocations.$observer.withValue({ log.append($0) }) { body() }
    return (value, log.all)
  }
}
