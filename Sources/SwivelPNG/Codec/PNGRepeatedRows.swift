/// Writes runs of rows that repeat the row above as one hand-made deflate block each.
///
/// Such a row's scanline is always Up (2) followed by zeros, whatever the image, so it needs
/// no converting, filtering or searching for matches: each row becomes the literals 2 and 0,
/// a 3-byte copy at distance 1, then copies of up to 258 zeros at distance 4. Distances 1–4
/// cost no extra bits, and distance 4 (rather than 1) lets zlib's inflater copy several bytes
/// per step, which makes decoding several times faster. On flat screenshots this keeps most
/// of the image away from zlib's compressor entirely.
///
/// Each block uses its own Huffman codes and ends with a sync marker, so it can sit between
/// independently compressed pieces (see ``PNGSegmentDeflater``).
enum PNGRepeatedRows {
  /// The tokens of one repeated row of `rowBytes` bytes after the filter byte.
  static func tokens(rowBytes: Int) -> [PNGDeflateToken] {
    var tokens: [PNGDeflateToken] = [.literal(PNGRowFilter.up.rawValue), .literal(0)]
    var zeros = rowBytes - 1
    if zeros >= 3 {
      tokens.append(.match(length: 3, distance: 1))
      zeros -= 3
    }
    while zeros >= 3 {
      // Keep the last piece at 3 bytes or more.
      let length = zeros > 258 ? min(258, zeros - 3) : zeros
      tokens.append(.match(length: length, distance: 4))
      zeros -= length
    }
    tokens += Array(repeating: .literal(0), count: zeros)
    return tokens
  }

  /// Appends a block holding `count` repeated rows to `output`, and extends `adler` (the
  /// Adler-32 of the uncompressed stream so far) over them.
  static func append(_ count: Int, rowBytes: Int, to output: inout [UInt8], adler: inout UInt32) {
    let row = tokens(rowBytes: rowBytes)
    var lengthFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    for token in row {
      lengthFrequencies[token.lengthSymbol.symbol] += count
      if let distance = token.distanceSymbol { distanceFrequencies[distance.symbol] += count }
    }
    lengthFrequencies[PNGDeflateToken.endOfBlock] = 1
    let lengthCode = PNGHuffmanCode(frequencies: lengthFrequencies, maximumLength: 15)
    let distanceCode = PNGHuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)

    // One row's codes and extra bits, packed into as few writes as possible, then replayed.
    var rowBits: [(value: UInt32, count: Int)] = []
    for token in row {
      let length = token.lengthSymbol
      let code = lengthCode.entries[length.symbol]
      rowBits.append(
        (code.bits | length.extraValue << UInt32(code.length), code.length + length.extraBits))
      if let distance = token.distanceSymbol {
        let code = distanceCode.entries[distance.symbol]
        rowBits.append(
          (code.bits | distance.extraValue << UInt32(code.length), code.length + distance.extraBits)
        )
      }
    }
    var writer = PNGBitWriter()
    PNGDynamicBlockHeader.write(lengthCode: lengthCode, distanceCode: distanceCode, to: &writer)
    writer.write(repeating: rowBits, times: count)
    writer.write(lengthCode.entries[PNGDeflateToken.endOfBlock])
    writer.finishWithSyncMarker()
    output += writer.bytes

    var scanline = [UInt8](repeating: 0, count: rowBytes + 1)
    scanline[0] = PNGRowFilter.up.rawValue
    let rowAdler = scanline.withUnsafeBufferPointer { PNGChecksums.adler32(1, $0) }
    for _ in 0..<count {
      adler = PNGChecksums.adler32Combine(adler, rowAdler, secondLength: scanline.count)
    }
  }
}
