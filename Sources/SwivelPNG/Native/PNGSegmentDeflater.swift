internal import CSwivelZlib

/// Compresses independent pieces of a deflate stream with zlib.
///
/// Each piece starts from a reset compressor (so it refers to no earlier data) and ends with
/// a sync flush (so it ends on a byte boundary, in a non-final block). Pieces made this way
/// can be concatenated in any order into one valid deflate stream, and the same piece always
/// compresses to the same bytes, so it can be made once and reused.
final class PNGSegmentDeflater {
  private let zlib: PNGZlibStream
  private let scratch: UnsafeMutableBufferPointer<UInt8>

  /// A raw deflate compressor (no zlib header or trailer) with fixed parameters and zlib's
  /// default strategy.
  init(level: Int32) {
    zlib = PNGZlibStream(.deflate(level: level, strategy: Z_DEFAULT_STRATEGY))
    scratch = .allocate(capacity: 65_536)
  }

  deinit {
    scratch.deallocate()
  }

  /// Appends the compressed form of `input` to `output`.
  func append(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    let stream = zlib.stream
    var status = deflateReset(stream)
    precondition(status == Z_OK, "zlib deflateReset failed: \(zlib.message(status: status))")
    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.pointee.avail_in = UInt32(input.count)
    repeat {
      stream.pointee.next_out = scratch.baseAddress
      stream.pointee.avail_out = UInt32(scratch.count)
      status = deflate(stream, Z_SYNC_FLUSH)
      precondition(
        status == Z_OK || status == Z_BUF_ERROR,
        "zlib deflate failed: \(zlib.message(status: status))")
      let produced = scratch.count - Int(stream.pointee.avail_out)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<produced]))
    } while stream.pointee.avail_out == 0
  }
}
