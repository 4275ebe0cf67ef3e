import Foundation

/// Writes runs of rows that repeat the row above as one hand-made deflate block each.
///
/// Such a row's scanline is always Up (2) followed by zeros, whatever the image, so it needs
/// no converting, filtering or searching for matches: each row becomes the literals 2 and 0,
/// a 3-byte copy at distance 1, then copies of up to 258 zeros at distance 4. Distances 1–4
/// cost no extra bits, and distance 4 (rather than 1) lets zlib's inflater copy several bytes
/// per step. On flat screenshots this keeps most of the image away from zlib's compressor
/// entirely.
///
/// Each block ends with a sync marker, so it can sit between independently compressed pieces
/// (see ``PNGPieceDeflater``). All blocks of one image share one set of Huffman codes, made
/// once per row width from one row's symbol counts (the end-of-block symbol weighted as if
/// the run were 1,024 rows long), so a run costs only its rows' bits. Building the codes is
/// Swift code, slow in a debug build, so the result is also kept per row width for the
/// process (``forRowBytes(_:)``).
struct PNGRepeatedRows: Sendable {
  /// Codes already built, by row width (at most 64 widths; the table is emptied when full).
  /// `NSLock` rather than `Mutex`, which needs macOS 15.
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [Int: PNGRepeatedRows] = [:]

    func value(for rowBytes: Int) -> PNGRepeatedRows {
      if let known = lock.withLock({ table[rowBytes] }) { return known }
      let made = PNGRepeatedRows(rowBytes: rowBytes)
      lock.withLock {
        if table.count >= 64 { table.removeAll() }
        table[rowBytes] = made
      }
      return made
    }
  }

  private static let cache = Cache()

  /// The codes and bits for rows of `rowBytes` bytes, built once per process and width.
  static func forRowBytes(_ rowBytes: Int) -> PNGRepeatedRows {
    cache.value(for: rowBytes)
  }

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

  /// Bytes per scanline after the filter byte.
  let rowBytes: Int
  /// The block header (dynamic codes), written from a byte boundary.
  private let header: PNGBitWriter
  /// One row's codes and extra bits, packed into as few writes as possible.
  private let rowBits: [(value: UInt32, count: Int)]
  /// The end-of-block code.
  private let endOfBlock: PNGHuffmanCode.Entry
  /// The Adler-32 of one repeated scanline (filter byte included).
  private let rowAdler: UInt32

  /// Prepares the codes and bits for repeated rows of `rowBytes` bytes.
  init(rowBytes: Int) {
    self.rowBytes = rowBytes
    let row = Self.tokens(rowBytes: rowBytes)
    var lengthFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    for token in row {
      lengthFrequencies[token.lengthSymbol.symbol] += 1024
      if let distance = token.distanceSymbol { distanceFrequencies[distance.symbol] += 1024 }
    }
    lengthFrequencies[PNGDeflateToken.endOfBlock] = 1
    let lengthCode = PNGHuffmanCode(frequencies: lengthFrequencies, maximumLength: 15)
    let distanceCode = PNGHuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)

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
    self.rowBits = rowBits
    var header = PNGBitWriter()
    PNGDynamicBlockHeader.write(lengthCode: lengthCode, distanceCode: distanceCode, to: &header)
    self.header = header
    endOfBlock = lengthCode.entries[PNGDeflateToken.endOfBlock]
    var scanline = [UInt8](repeating: 0, count: rowBytes + 1)
    scanline[0] = PNGRowFilter.up.rawValue
    rowAdler = scanline.withUnsafeBufferPointer { PNGChecksums.adler32(1, $0) }
  }

  /// Appends a block holding `count` repeated rows to `output` (which ends on a byte
  /// boundary), and extends `adler` (the Adler-32 of the uncompressed stream so far) over them.
  func append(_ count: Int, to output: inout [UInt8], adler: inout UInt32) {
    var writer = header
    writer.write(repeating: rowBits, times: count)
    writer.write(endOfBlock)
    writer.finishWithSyncMarker()
    output += writer.bytes
    for _ in 0..<count {
      adler = PNGChecksums.adler32Combine(adler, rowAdler, secondLength: rowBytes + 1)
    }
  }
}
