/// The decoder's buffers whose size comes from the file, reported as they are made (or taken
/// from ``ReusableBuffers``), so tests can assert the decoder's memory bound itself rather than
/// the process's memory.
///
/// ``PNGDecoder/decode(_:)`` uses at most these, each reported with its byte count before it
/// is allocated: the inflate output (the scanline bytes the header claims, but never more than
/// 1,032 times the compressed bytes, deflate's largest expansion), and, once the data has
/// inflated to exactly the size the header claims, the pixels (4 bytes each) and one zero row.
/// A large image whose data can fill its rows instead makes one buffer for its pixels with its
/// scanlines at the end (the larger of the two sizes, in 4-byte words) and a row copy.
/// Fixed-size scratch buffers and zlib's own state are not reported.
///
/// ```swift
/// PNGDecoderAllocations.$observer.withValue({ byteCount in log.append(byteCount) }) {
///   _ = try? PNGDecoder.decode(bytes)
/// }
/// ```
package enum PNGDecoderAllocations {
  /// Called with the byte count of each buffer, in the task that decodes; nil (nothing
  /// reported) unless a test binds it.
  @TaskLocal package static var observer: (@Sendable (_ byteCount: Int) -> Void)?

  /// Reports a buffer of `byteCount` bytes about to be allocated.
  @inline(__always)
  static func allocating(_ byteCount: Int) {
    if let observer { observer(byteCount) }
  }
}
