internal import CSwivelDeflate

/// One-shot zlib decompression with libdeflate, which runs optimised in every build. It needs
/// the whole input and an output buffer of known size, which a PNG decoder has (the header
/// gives the size).
enum PNGLibdeflate {
  /// What one decompression gave.
  enum Outcome: Equatable {
    /// The stream inflated to this many bytes, which fitted the output.
    case inflated(Int)
    /// The stream holds more bytes than the output has room for.
    case tooLarge
    /// The stream is not valid zlib data: damaged, cut short or with a wrong Adler-32.
    case invalid
  }

  /// Decompresses the zlib stream at the start of `input` into `output`.
  static func zlibDecompress(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Outcome {
    // libdeflate fails here only when out of memory.
    guard let decompressor = libdeflate_alloc_decompressor() else { return .invalid }
    defer { libdeflate_free_decompressor(decompressor) }
    var produced = 0
    let result = libdeflate_zlib_decompress(
      decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
    switch result {
    case LIBDEFLATE_SUCCESS: return .inflated(produced)
    case LIBDEFLATE_INSUFFICIENT_SPACE: return .tooLarge
    default: return .invalid
    }
  }
}
