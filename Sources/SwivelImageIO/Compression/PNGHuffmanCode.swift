/// A canonical Huffman code for a deflate alphabet (RFC 1951, section 3.2.2), built from
/// symbol frequencies. Meant for the few symbols of a hand-made block: construction is
/// quadratic in the number of symbols used.
struct PNGHuffmanCode {
  /// One symbol's code: `bits` already bit-reversed for ``PNGBitWriter``, and its length.
  struct Entry {
    var bits: UInt32
    var length: Int
  }

  /// Code length per symbol, 0 for unused symbols.
  let lengths: [Int]
  /// Code per symbol (meaningless where the length is 0).
  let entries: [Entry]

  /// An optimal code for `frequencies` (indexed by symbol) with no code longer than
  /// `maximumLength`.
  ///
  /// The tree is always complete: a single used symbol is paired with a dummy neighbour, as
  /// some inflaters reject incomplete codes. Ties break by symbol order, so the result is
  /// deterministic. If the optimal tree is too deep, frequencies are halved (keeping every
  /// used symbol at 1 or more) until it fits, which must happen once they are all equal.
  init(frequencies: [Int], maximumLength: Int) {
    var weights = frequencies
    if weights.filter({ $0 > 0 }).count == 1, let used = weights.firstIndex(where: { $0 > 0 }) {
      weights[used == 0 ? 1 : 0] = 1
    }
    var lengths = Self.optimalLengths(weights)
    while lengths.contains(where: { $0 > maximumLength }) {
      weights = weights.map { $0 > 0 ? ($0 + 1) / 2 : 0 }
      lengths = Self.optimalLengths(weights)
    }
    self.init(lengths: lengths)
  }

  /// Huffman's algorithm: code length per symbol for positive weights, 0 elsewhere.
  private static func optimalLengths(_ weights: [Int]) -> [Int] {
    // Nodes: leaves first (one per used symbol), then internal nodes as they are made.
    var nodeWeight: [Int] = []
    var nodeSymbol: [Int] = []
    for (symbol, weight) in weights.enumerated() where weight > 0 {
      nodeWeight.append(weight)
      nodeSymbol.append(symbol)
    }
    var parent = [Int](repeating: -1, count: nodeWeight.count)
    var live = Array(nodeWeight.indices)
    while live.count > 1 {
      live.sort { (nodeWeight[$0], $0) < (nodeWeight[$1], $1) }
      let first = live.removeFirst()
      let second = live.removeFirst()
      let merged = nodeWeight.count
      nodeWeight.append(nodeWeight[first] + nodeWeight[second])
      parent.append(-1)
      parent[first] = merged
      parent[second] = merged
      live.append(merged)
    }
    var lengths = [Int](repeating: 0, count: weights.count)
    for (leaf, symbol) in nodeSymbol.enumerated() {
      var depth = 0
      var node = leaf
      while parent[node] >= 0 {
        depth += 1
        node = parent[node]
      }
      lengths[symbol] = depth
    }
    return lengths
  }

  /// The canonical code for given lengths.
  init(lengths: [Int]) {
    self.lengths = lengths
    let longest = lengths.max() ?? 0
    var countPerLength = [Int](repeating: 0, count: longest + 1)
    for length in lengths where length > 0 { countPerLength[length] += 1 }
    var next = [UInt32](repeating: 0, count: longest + 2)
    var code: UInt32 = 0
    for length in stride(from: 1, through: longest, by: 1) {
      code = (code + UInt32(countPerLength[length - 1])) << 1
      next[length] = code
    }
    entries = lengths.map { length in
      guard length > 0 else { return Entry(bits: 0, length: 0) }
      let value = next[length]
      next[length] += 1
      return Entry(bits: Self.reversed(value, length: length), length: length)
    }
  }

  private static func reversed(_ value: UInt32, length: Int) -> UInt32 {
    var result: UInt32 = 0
    for bit in 0..<length { result |= (value >> UInt32(bit) & 1) << UInt32(length - 1 - bit) }
    return result
  }
}
