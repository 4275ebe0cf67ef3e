import SwivelSupport

/// Inflates PNG image data from the IDAT payloads with libdeflate (see ``PNGLibdeflate``)
/// into a buffer bounded by what the compressed data could possibly hold, and says what is
/// wrong with data that does not inflate to exactly the size the header gives.
enum PNGInflate {
  /// Deflate never expands data more than 1032 times (258-byte matches in 2 bits), so this
  /// many output bytes per input byte is a hard upper bound.
  static let maximumInflationRatio = 1032

  /// Inflates the concatenated `parts` of `bytes` and returns exactly `expectedCount` bytes,
  /// in a buffer reused from ``ReusableBuffers/scanlines`` when one of the size is kept.
  ///
  /// Memory is bounded by the input: the buffer is at most ``maximumInflationRatio`` times the
  /// compressed size, so a forged header cannot make it allocate more than the data could
  /// ever fill. Several payloads are joined into one copy first (libdeflate inflates one
  /// buffer).
  ///
  /// - Throws: ``PNGError/corruptData(_:)`` saying what is wrong, or
  ///   ``PNGError/sizeMismatch(expected:found:)`` when the stream holds more or fewer bytes.
  static func inflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], expectedCount: Int
  ) throws(PNGError) -> [UInt8] {
    let compressedCount = parts.reduce(0) { $0 + $1.count }
    let capacity = min(expectedCount, compressedCount * maximumInflationRatio)
    return try withInput(bytes, parts: parts) { input throws(PNGError) in
      WorkCounter.add(capacity)  // bytes allocated for the rows
      PNGDecoderAllocations.allocating(capacity)
      if capacity == expectedCount, var output = ReusableBuffers.scanlines.take(count: capacity) {
        do throws(PNGError) {
          try output.withUnsafeMutableBufferPointer { buffer throws(PNGError) in
            try decompress(
              input, into: UnsafeMutableRawBufferPointer(buffer), expectedCount: expectedCount)
          }
        } catch {
          ReusableBuffers.scanlines.giveBack(output)
          throw error
        }
        return output
      }
      var failure: PNGError?
      let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        do throws(PNGError) {
          try decompress(
            input, into: UnsafeMutableRawBufferPointer(buffer), expectedCount: expectedCount)
          count = expectedCount
        } catch {
          failure = error
          count = 0
        }
      }
      if let failure { throw failure }
      return output
    }
  }

  /// Inflates the concatenated `parts` of `bytes` into `output`, which they must fill exactly
  /// (the caller checked that the compressed size could).
  ///
  /// - Throws: as ``inflate(_:parts:expectedCount:)``.
  static func inflate(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>],
    into output: UnsafeMutableRawBufferPointer
  ) throws(PNGError) {
    try withInput(bytes, parts: parts) { input throws(PNGError) in
      try decompress(input, into: output, expectedCount: output.count)
    }
  }

  /// Calls `body` with the compressed bytes in one buffer: the payload where it lies, or the
  /// payloads joined into a copy (reported to ``PNGDecoderAllocations``) when there are several.
  private static func withInput<Value>(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: [Range<Int>],
    _ body: (UnsafeRawBufferPointer) throws(PNGError) -> Value
  ) throws(PNGError) -> Value {
    if parts.count == 1, let part = parts.first {
      return try body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[part])))
    }
    let joinedCount = parts.reduce(0) { $0 + $1.count }
    PNGDecoderAllocations.allocating(joinedCount)
    var joined: [UInt8] = []
    joined.reserveCapacity(joinedCount)
    WorkCounter.add(joined.capacity)  // bytes allocated for the joined payloads
    for part in parts { joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part])) }
    return try joined.withUnsafeBufferPointer { input throws(PNGError) in
      try body(UnsafeRawBufferPointer(input))
    }
  }

  /// Inflates `input` into `output`, which it must fill with exactly `expectedCount` bytes.
  private static func decompress(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, expectedCount: Int
  ) throws(PNGError) {
    try checkHeader(input)
    switch PNGLibdeflate.zlibDecompress(input, into: output) {
    case .inflated(let produced):
      guard produced == expectedCount else {
        throw .sizeMismatch(expected: expectedCount, found: produced)
      }
    case .invalid:
      throw .corruptData(
        "the zlib stream is damaged or cut short (invalid deflate data or a wrong Adler-32)")
    case .tooLarge:
      // Inflated again into the most the input could hold, only to say how much there is.
      let bound = input.count * maximumInflationRatio
      PNGDecoderAllocations.allocating(bound)
      let all = UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 1)
      defer { all.deallocate() }
      guard case .inflated(let produced) = PNGLibdeflate.zlibDecompress(input, into: all) else {
        throw .corruptData(
          "the zlib stream is damaged past the image's rows (invalid deflate data or a wrong Adler-32)"
        )
      }
      throw .sizeMismatch(expected: expectedCount, found: produced)
    }
  }

  /// Checks the zlib header's two bytes: deflate with a window of at most 32 KiB, no preset
  /// dictionary (PNG allows none) and a check value that makes them a multiple of 31.
  private static func checkHeader(_ input: UnsafeRawBufferPointer) throws(PNGError) {
    guard input.count >= 2 else {
      throw .corruptData("the compressed data ends before the zlib stream does")
    }
    let method = input[0], flags = input[1]
    guard method & 0x0F == 8, method >> 4 <= 7, flags & 0x20 == 0,
      (UInt16(method) << 8 | UInt16(flags)) % 31 == 0
    else {
      throw .corruptData(
        "incorrect zlib header: found \(hex(method)) \(hex(flags)), expected deflate with a window "
          + "of at most 32 KiB, no preset dictionary and a valid check (such as 0x78 0x9C)")
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }
}
