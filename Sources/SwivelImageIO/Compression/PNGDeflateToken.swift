import SwivelGeometry
import SwivelSupport

/// One deflate instruction: a literal byte or a back-reference, with its symbols in the
/// literal/length and distance alphabets (RFC 1951, section 3.2.5).
enum PNGDeflateToken: Equatable {
  case literal(UInt8)
  case match(length: Int, distance: Int)

  /// A symbol with extra bits following its code.
  struct Symbol {
    var symbol: Int
    var extraBits: Int
    var extraValue: UInt32
  }

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]

  /// The literal/length symbol: 0…255 for literals, 257…285 for match lengths.
  var lengthSymbol: Symbol {
    switch self {
    case .literal(let byte):
      return Symbol(symbol: Int(byte), extraBits: 0, extraValue: 0)
    case .match(let length, _):
      requirePrecondition((3...258).contains(length), "deflate match length \(length) is not 3…258")
      let index = length == 258 ? 28 : Self.lengthBases.lastIndex { $0 <= length } ?? 0
      return Symbol(
        symbol: 257 + index, extraBits: Self.lengthExtraBits[index],
        extraValue: UInt32(length - Self.lengthBases[index]))
    }
  }

  /// The distance symbol, nil for literals.
  var distanceSymbol: Symbol? {
    guard case .match(_, let distance) = self else { return nil }
    requirePrecondition(
      (1...32_768).contains(distance), "deflate distance \(distance) is not 1…32768")
    let index = Self.distanceBases.lastIndex { $0 <= distance } ?? 0
    return Symbol(
      symbol: index, extraBits: max(0, index / 2 - 1),
      extraValue: UInt32(distance - Self.distanceBases[index]))
  }

  /// The literal/length symbol that ends a block.
  static let endOfBlock = 256
}
