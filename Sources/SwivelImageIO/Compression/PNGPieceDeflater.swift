internal import CSwivelZlib
import SwivelGeometry
import SwivelSupport

/// Compresses independent pieces of a deflate stream with zlib: what the PNG encoder
/// compresses the rows that do not repeat the row above with, so that pieces and hand-made
/// blocks concatenate into one deflate stream.
///
/// Each piece starts from a reset compressor (so it refers to no earlier data) and ends with
/// a sync flush (so it ends on a byte boundary, in a non-final block). Pieces made this way
/// can be concatenated in any order into one valid deflate stream, and the same piece always
/// compresses to the same bytes. A piece is given whole (``append(_:to:)``) or fed in parts
/// (``begin()``, ``feed(_:to:)``, ``finish(to:)``), which needs no buffer for all its rows.
final class PNGPieceDeflater {
  private let zlib: PNGZlibStream
  private let scratch: UnsafeMutableBufferPointer<UInt8>

  /// A raw deflate compressor (no zlib header or trailer) with fixed parameters and zlib's
  /// default strategy.
  init(level: Int32) {
    zlib = PNGZlibStream(level: level, strategy: Z_DEFAULT_STRATEGY)
    scratch = .allocate(capacity: 65_536)
  }

  deinit {
    scratch.deallocate()
  }

  /// Appends the compressed form of `input` to `output` as one piece.
  func append(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    begin()
    feed(input, to: &output)
    finish(to: &output)
  }

  /// Starts a piece: the compressor forgets everything fed before.
  func begin() {
    let status = deflateReset(zlib.stream)
    requirePrecondition(status == Z_OK, "zlib deflateReset failed: \(zlib.message(status: status))")
  }

  /// Compresses more of the current piece (a scanline at a time, say), appending whatever
  /// zlib has ready; zlib's output does not depend on how the input is split.
  func feed(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    guard !input.isEmpty else { return }
    let stream = zlib.stream
    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.pointee.avail_in = UInt32(input.count)
    repeat {
      run(Z_NO_FLUSH, to: &output)
    } while stream.pointee.avail_in > 0
  }

  /// Ends the piece with a sync flush: everything fed is written, ending on a byte boundary.
  func finish(to output: inout [UInt8]) {
    zlib.stream.pointee.avail_in = 0
    repeat {
      run(Z_SYNC_FLUSH, to: &output)
    } while zlib.stream.pointee.avail_out == 0
  }

  /// One `deflate` call into the scratch buffer, its output appended.
  private func run(_ flush: Int32, to output: inout [UInt8]) {
    let stream = zlib.stream
    stream.pointee.next_out = scratch.baseAddress
    stream.pointee.avail_out = UInt32(scratch.count)
    let status = deflate(stream, flush)
    requirePrecondition(
      status == Z_OK || status == Z_BUF_ERROR,
      "zlib deflate failed: \(zlib.message(status: status))")
    let produced = scratch.count - Int(stream.pointee.avail_out)
    if produced > 0 {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<produced]))
    }
  }
}
