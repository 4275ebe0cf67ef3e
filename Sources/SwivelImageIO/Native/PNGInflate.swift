internal import CSwivelZlib
import SwivelGeometry
import SwivelSupport

/// Inflates PNG image data from the IDAT payloads into a buffer bounded by what the
/// compressed data could possibly hold.
///
/// The fast path is libdeflate's one-shot decompressor (see ``PNGLibdeflate``). When it
/// reports anything but exactly the expected bytes, zlib's streaming inflater runs over the
/// payloads in place to say precisely what is wrong (zlib's message, or how many bytes there
/// really were).
enum PNGInflate {
  /// Deflate never expands data more than 1032 times (258-byte matches in 2 bits), so this
  /// many output bytes per input byte is a hard upper bound.
  static let maximumInflationRatio = 1032

  /// Inflates the concatenated `parts` of `bytes` and returns exactly `expectedCount` bytes.
  ///
  /// Memory is bounded by the input: the buffer is at most ``maximumInflationRatio`` times the
  /// compressed size, so a forged header cannot make it allocate more than the data could
  /// ever fill.
  ///
  /// - Throws: ``PNGError/corruptData(_:)`` with zlib's message, or
  ///   ``PNGError/sizeMismatch(expected:found:)`` when the stream holds more or fewer bytes.
  static func inflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], expectedCount: Int
  ) throws(PNGError) -> [UInt8] {
    let compressedCount = parts.reduce(0) { $0 + $1.count }
    let capacity = min(expectedCount, compressedCount * maximumInflationRatio)
    WorkCounter.add(capacity)  // bytes allocated for the rows
    if let output = fastInflate(bytes, parts: parts, capacity: capacity, expectedCount: expectedCount) {
      return output
    }
    var failure: PNGError?
    PNGDecoderAllocations.allocating(capacity)
    let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      do throws(PNGError) {
        count = try inflate(bytes, parts: parts, into: buffer, expectedCount: expectedCount)
      } catch {
        failure = error
        count = 0
      }
    }
    if let failure { throw failure }
    return output
  }

  /// Inflates the concatenated `parts` of `bytes` into `output`, which they must fill exactly
  /// (the caller checked that the compressed size could).
  ///
  /// - Throws: as ``inflate(_:parts:expectedCount:)``.
  static func inflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], into output: UnsafeMutableRawBufferPointer
  ) throws(PNGError) {
    if parts.count == 1, let part = parts.first,
      PNGLibdeflate.zlibDecompress(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[part])), into: output)
        == output.count
    {
      return
    }
    // Several payloads are inflated by zlib as they lie, rather than joined into a copy of
    // the compressed data; zlib also describes what is wrong with a damaged stream.
    _ = try inflate(
      bytes, parts: parts, into: output.bindMemory(to: UInt8.self), expectedCount: output.count)
  }

  /// libdeflate over the payloads (joined first when there are several): exactly
  /// `expectedCount` bytes, or nil for anything else.
  private static func fastInflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], capacity: Int, expectedCount: Int
  ) -> [UInt8]? {
    guard capacity == expectedCount, expectedCount > 0 else { return nil }
    func decompress(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
      var succeeded = false
      PNGDecoderAllocations.allocating(capacity)
      let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        let produced = PNGLibdeflate.zlibDecompress(
          input, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: buffer.count))
        succeeded = produced == expectedCount
        count = succeeded ? expectedCount : 0
      }
      return succeeded ? output : nil
    }
    if parts.count == 1, let part = parts.first {
      return decompress(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[part])))
    }
    var joined: [UInt8] = []
    let joinedCount = parts.reduce(0) { $0 + $1.count }
    PNGDecoderAllocations.allocating(joinedCount)
    joined.reserveCapacity(joinedCount)
    WorkCounter.add(joined.capacity)  // bytes allocated for the joined payloads
    for part in parts { joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part])) }
    return joined.withUnsafeBytes { decompress($0) }
  }

  /// The inflate loop: fills `buffer`, then counts (and discards) any surplus so the error
  /// can say how much there was.
  private static func inflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>],
    into buffer: UnsafeMutableBufferPointer<UInt8>, expectedCount: Int
  ) throws(PNGError) -> Int {
    let zlib = PNGZlibStream(.inflate)
    let stream = zlib.stream
    var surplus = 0
    let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16_384)
    defer { scratch.deallocate() }
    stream.pointee.next_out = buffer.baseAddress
    stream.pointee.avail_out = UInt32(buffer.count)
    var writingSurplus = buffer.isEmpty
    if writingSurplus { redirect(stream, to: scratch) }
    var ended = false
    partLoop: for part in parts where !part.isEmpty {
      let input = UnsafeBufferPointer(rebasing: bytes[part])
      stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.pointee.avail_in = UInt32(part.count)
      while stream.pointee.avail_in > 0 {
        let status = CSwivelZlib.inflate(stream, Z_NO_FLUSH)
        if writingSurplus {
          surplus += scratch.count - Int(stream.pointee.avail_out)
          redirect(stream, to: scratch)
        } else if stream.pointee.avail_out == 0 {
          writingSurplus = true
          redirect(stream, to: scratch)
        }
        switch status {
        case Z_STREAM_END:
          ended = true
          break partLoop
        case Z_OK, Z_BUF_ERROR:
          continue
        default:
          throw .corruptData(zlib.message(status: status))
        }
      }
    }
    guard ended else {
      throw .corruptData("the compressed data ends before the zlib stream does")
    }
    let produced = buffer.count - (writingSurplus ? 0 : Int(stream.pointee.avail_out)) + surplus
    guard produced == expectedCount else {
      throw .sizeMismatch(expected: expectedCount, found: produced)
    }
    return produced
  }

  /// Points the stream's output at `scratch`, whose contents are thrown away.
  private static func redirect(
    _ stream: UnsafeMutablePointer<z_stream>, to scratch: UnsafeMutableBufferPointer<UInt8>
  ) {
    stream.pointee.next_out = scratch.baseAddress
    stream.pointee.avail_out = UInt32(scratch.count)
  }
}
