import CSwivelZlib

/// zlib's own inflater, to check the encoder's streams independently of the decoder.
enum PNGTestZlib {
  /// Inflates a complete zlib stream, or nil if zlib reports an error.
  static func inflate(_ compressed: [UInt8], limit: Int = 1 << 20) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: limit)
    var length = UInt(limit)
    let status = uncompress(&output, &length, compressed, UInt(compressed.count))
    return status == Z_OK ? Array(output.prefix(Int(length))) : nil
  }
}
