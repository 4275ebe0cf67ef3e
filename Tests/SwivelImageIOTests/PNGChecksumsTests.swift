import CSwivelZlib
import Testing

@testable import SwivelImageIO

/// The checksums against zlib's, an independent implementation.
@Suite struct PNGChecksumsTests {
  private static func zlibAdler32(_ bytes: [UInt8]) -> UInt32 {
    UInt32(
      truncatingIfNeeded: bytes.withUnsafeBufferPointer { adler32_z(1, $0.baseAddress, $0.count) })
  }

  private static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = PNGTestImages.Generator(state: seed)
    return (0..<count).map { _ in generator.byte() }
  }

  @Test(arguments: [0, 1, 5_551, 5_552, 65_521, 100_000])
  func twoPiecesCombineToTheAdler32OfTheirJoin(secondLength: Int) {
    let first = Self.bytes(3_000, seed: 1)
    let second = Self.bytes(secondLength, seed: UInt64(secondLength) + 2)
    let combined = PNGChecksums.adler32Combine(
      Self.zlibAdler32(first), Self.zlibAdler32(second), secondLength: second.count)
    #expect(combined == Self.zlibAdler32(first + second))
  }

  @Test func aRunOfZerosCombinesLikeTheRowsThemselves() {
    // The encoder's case: a filter byte and zeros, repeated.
    let row: [UInt8] = [2] + [UInt8](repeating: 0, count: 2_250)
    let above = Self.bytes(2_251, seed: 9)
    let combined = PNGChecksums.adler32Combine(
      Self.zlibAdler32(above), Self.zlibAdler32(row), secondLength: row.count)
    #expect(combined == Self.zlibAdler32(above + row))
  }

  @Test func crc32AndAdler32MatchZlib() {
    let data = Self.bytes(70_000, seed: 3)
    let crc = data.withUnsafeBufferPointer { PNGChecksums.crc32(0, $0) }
    let adler = data.withUnsafeBufferPointer { PNGChecksums.adler32(1, $0) }
    #expect(
      crc
        == UInt32(
          truncatingIfNeeded: data.withUnsafeBufferPointer { crc32_z(0, $0.baseAddress, $0.count) })
    )
    #expect(adler == Self.zlibAdler32(data))
  }
}
