internal import CSwivelZlib
import SwivelSupport

/// Owns one zlib deflate `z_stream` on the heap (zlib keeps a pointer back to it, so it must
/// not move) and ends it on deinit.
final class PNGZlibStream {
  let stream: UnsafeMutablePointer<z_stream>

  /// Starts a stream that compresses raw deflate data (no zlib header or trailer) at `level`
  /// with fixed parameters (window 2^15, memLevel 8) and `strategy`, so the same input always
  /// gives the same output with a given zlib build. zlib fails here only when out of memory or
  /// mismatched with its header, which Swivel cannot recover from.
  init(level: Int32, strategy: Int32) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let size = Int32(MemoryLayout<z_stream>.size)
    let status = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, strategy, zlibVersion(), size)
    requirePrecondition(status == Z_OK, "zlib stream set-up failed with status \(status)")
  }

  deinit {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// zlib's last message, or a fallback naming the status.
  func message(status: Int32) -> String {
    if let message = stream.pointee.msg { return String(cString: message) }
    return "status \(status)"
  }
}
