/// Writes the header of a non-final deflate block with dynamic Huffman codes
/// (RFC 1951, section 3.2.7): the counts, the code-length code, then both codes' lengths,
/// run-length encoded.
enum PNGDynamicBlockHeader {
  /// The order in which code-length code lengths are stored.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// Writes the block header for these two codes.
  static func write(
    lengthCode: PNGHuffmanCode, distanceCode: PNGHuffmanCode, to writer: inout PNGBitWriter
  ) {
    let lengthCount = max(257, (lengthCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    let runs = runLengthEncoded(
      Array(lengthCode.lengths.prefix(lengthCount)) + distanceCode.lengths.prefix(distanceCount))

    var frequencies = [Int](repeating: 0, count: 19)
    for run in runs { frequencies[run.symbol] += 1 }
    let code = PNGHuffmanCode(frequencies: frequencies, maximumLength: 7)
    let storedCount = max(4, (codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)

    writer.write(0, bits: 1)  // not the final block
    writer.write(2, bits: 2)  // dynamic Huffman codes
    writer.write(UInt32(lengthCount - 257), bits: 5)
    writer.write(UInt32(distanceCount - 1), bits: 5)
    writer.write(UInt32(storedCount - 4), bits: 4)
    for symbol in codeLengthOrder.prefix(storedCount) {
      writer.write(UInt32(code.lengths[symbol]), bits: 3)
    }
    for run in runs {
      writer.write(code.entries[run.symbol])
      writer.write(run.extraValue, bits: run.extraBits)
    }
  }

  /// Code lengths as code-length symbols: 0…15 literally, 16 repeats the previous length
  /// 3–6 times, 17 and 18 stand for 3–10 and 11–138 zeros.
  private static func runLengthEncoded(_ lengths: [Int]) -> [PNGDeflateToken.Symbol] {
    var symbols: [PNGDeflateToken.Symbol] = []
    var index = 0
    while index < lengths.count {
      let length = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == length { run += 1 }
      index += run
      if length == 0 {
        while run >= 11 {
          let take = min(run, 138)
          symbols.append(.init(symbol: 18, extraBits: 7, extraValue: UInt32(take - 11)))
          run -= take
        }
        if run >= 3 {
          symbols.append(.init(symbol: 17, extraBits: 3, extraValue: UInt32(run - 3)))
          run = 0
        }
      } else {
        symbols.append(.init(symbol: length, extraBits: 0, extraValue: 0))
        run -= 1
        while run >= 3 {
          let take = min(run, 6)
          symbols.append(.init(symbol: 16, extraBits: 2, extraValue: UInt32(take - 3)))
          run -= take
        }
      }
      symbols += Array(repeating: .init(symbol: length, extraBits: 0, extraValue: 0), count: run)
    }
    return symbols
  }
}
