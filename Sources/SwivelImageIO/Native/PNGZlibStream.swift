internal import CSwivelZlib
import SwivelGeometry
import SwivelSupport

/// Owns one zlib `z_stream` on the heap (zlib keeps a pointer back to it, so it must not
/// move) and ends it on deinit.
final class PNGZlibStream {
  /// What the stream does.
  enum Mode {
    /// Compresses raw deflate data (no zlib header or trailer) with fixed parameters
    /// (window 2^15, memLevel 8), so the same input always gives the same output with a
    /// given zlib build.
    case deflate(level: Int32, strategy: Int32)
    /// Decompresses a zlib-wrapped deflate stream, PNG's format.
    case inflate
  }

  let stream: UnsafeMutablePointer<z_stream>
  private let mode: Mode

  /// Starts a stream. zlib fails here only when out of memory or mismatched with its header,
  /// which Swivel cannot recover from.
  init(_ mode: Mode) {
    self.mode = mode
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let size = Int32(MemoryLayout<z_stream>.size)
    let status: Int32
    switch mode {
    case .deflate(let level, let strategy):
      status = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, strategy, zlibVersion(), size)
    case .inflate:
      status = inflateInit_(stream, zlibVersion(), size)
    }
    requirePrecondition(status == Z_OK, "zlib stream set-up failed with status \(status)")
  }

  deinit {
    switch mode {
    case .deflate: deflateEnd(stream)
    case .inflate: inflateEnd(stream)
    }
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// zlib's last message, or a fallback naming the status.
  func message(status: Int32) -> String {
    if let message = stream.pointee.msg { return String(cString: message) }
    return "status \(status)"
  }
}
