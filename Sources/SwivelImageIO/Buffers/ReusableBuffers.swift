/// The buffers that snapshot checks reuse from one check to the next (see ``BufferPool``).
///
/// A failing check of an iPhone screen makes three buffers of 3–4 MB: the golden's inflated
/// rows and its pixels (``PNGDecoder/decode(_:)``) and the diff image. Kept here, the next
/// check writes into memory that is already mapped. Together the pools keep at most 96 MiB, a
/// bound a test process reaches only after failing checks of the largest screens.
package enum ReusableBuffers {
  /// Pixel words of decoded images and diff images: up to four buffers, 64 MiB.
  package static let pixels = BufferPool<UInt32>(countLimit: 4, byteLimit: 64 << 20)
  /// Inflated PNG scanlines: up to two buffers, 32 MiB.
  static let scanlines = BufferPool<UInt8>(countLimit: 2, byteLimit: 32 << 20)
}
