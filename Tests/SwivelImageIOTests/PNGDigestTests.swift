import Foundation
import SwivelGraphics
import SwivelImageIO
import Testing

@Suite struct PNGDigestTests {
  private let bitmap = PNGTestImages.flatScreen(width: 120, height: 80)

  private var encoded: [UInt8] { PNGEncoder().encode(bitmap) }

  /// Re-assembles `encoded` after editing its chunk list (CRCs recomputed).
  private func edited(_ edit: (inout [PNGTestFile.Chunk]) -> Void) -> [UInt8] {
    var chunks = PNGTestFile.chunks(of: encoded)
    edit(&chunks)
    return PNGTestFile.assemble(chunks)
  }

  private func index(of type: String, in chunks: [PNGTestFile.Chunk]) -> Int {
    chunks.firstIndex { $0.type == type } ?? -1
  }

  // MARK: - The embedded chunk

  @Test func encodedFileCarriesTheDigestOfItsPixels() {
    #expect(PNGDecoder.embeddedDigest(in: encoded) == PixelDigest(bitmap))
    let noise = PNGTestImages.translucentNoise(width: 33, height: 9)
    #expect(PNGDecoder.embeddedDigest(in: PNGEncoder().encode(noise)) == PixelDigest(noise))
  }

  @Test func noDigestWhenEncodedWithout() {
    #expect(PNGDecoder.embeddedDigest(in: PNGEncoder().encode(bitmap, embedDigest: false)) == nil)
  }

  @Test func noDigestInOtherFilesOrGarbage() {
    #expect(PNGDecoder.embeddedDigest(in: PNGTestCairo.encode(bitmap)) == nil)
    #expect(PNGDecoder.embeddedDigest(in: []) == nil)
    #expect(PNGDecoder.embeddedDigest(in: Array("not a png".utf8)) == nil)
  }

  @Test func theChunkIsPrivateNotSafeToCopyAndBeforeTheImageData() {
    let chunks = PNGTestFile.chunks(of: encoded)
    #expect(chunks.map(\.type) == ["IHDR", "swVL", "IDAT", "IEND"])
    // Bit 5 of each letter: ancillary, private, reserved clear, not safe to copy.
    #expect(Array("swVL".utf8).map { $0 & 0x20 != 0 } == [true, true, false, false])
    #expect(chunks[1].data.count == 40)
  }

  @Test func changingOneImageDataByteAndFixingItsCRCDropsTheDigest() throws {
    let changed = edited { chunks in chunks[index(of: "IDAT", in: chunks)].data[5] ^= 0x01 }
    #expect(PNGDecoder.embeddedDigest(in: changed) == nil)
  }

  @Test func recompressingTheSamePixelsDropsTheDigestButDecodesTheSame() throws {
    // Another tool's stream for identical pixels: the digest cannot prove that, so it is nil.
    let original = encoded
    let inflated = try #require(PNGTestZlib.inflate(PNGTestFile.chunks(of: original)[2].data))
    let recompressed = edited { chunks in
      chunks[index(of: "IDAT", in: chunks)].data = PNGTestFile.zlib(inflated)
    }
    #expect(try PNGDecoder.decode(recompressed) == bitmap)
    #expect(PNGDecoder.embeddedDigest(in: recompressed) == nil)
  }

  @Test func resplittingTheImageDataKeepsTheDigest() throws {
    // Same bytes in different chunks: same pixels, so the digest still holds.
    let resplit = edited { chunks in
      let data = chunks[2].data
      let pieces = stride(from: 0, to: data.count, by: 7).map {
        PNGTestFile.Chunk(type: "IDAT", data: Array(data[$0..<min($0 + 7, data.count)]))
      }
      chunks.replaceSubrange(2...2, with: pieces)
    }
    #expect(PNGTestFile.chunks(of: resplit).filter { $0.type == "IDAT" }.count > 2)
    #expect(try PNGDecoder.decode(resplit) == bitmap)
    #expect(PNGDecoder.embeddedDigest(in: resplit) == PixelDigest(bitmap))
  }

  @Test func addingMetadataChunksKeepsTheDigest() throws {
    let annotated = edited { chunks in
      chunks.insert(.init(type: "tEXt", data: Array("Author\u{0}someone".utf8)), at: 1)
      chunks.insert(.init(type: "tIME", data: [7, 234, 1, 2, 3, 4, 5]), at: chunks.count - 1)
    }
    #expect(PNGDecoder.embeddedDigest(in: annotated) == PixelDigest(bitmap))
  }

  @Test func appendingImageDataDropsTheDigest() {
    let appended = edited { chunks in chunks.insert(.init(type: "IDAT", data: [0]), at: 3) }
    #expect(PNGDecoder.embeddedDigest(in: appended) == nil)
  }

  @Test func addingATransparencyKeyDropsTheDigestBecauseItChangesPixels() throws {
    // tRNS on an RGB image makes white transparent without touching IDAT.
    let keyed = edited { chunks in
      chunks.insert(.init(type: "tRNS", data: [0, 255, 0, 255, 0, 255]), at: 2)
    }
    #expect(try PNGDecoder.decode(keyed) != bitmap)
    #expect(PNGDecoder.embeddedDigest(in: keyed) == nil)
  }

  @Test func chunkSizeDisagreeingWithTheHeaderDropsTheDigest() {
    let wider = edited { chunks in
      chunks[1].data.replaceSubrange(4..<8, with: PNGTestFile.bigEndian(121))
    }
    let taller = edited { chunks in
      chunks[1].data.replaceSubrange(8..<12, with: PNGTestFile.bigEndian(81))
    }
    #expect(PNGDecoder.embeddedDigest(in: wider) == nil)
    #expect(PNGDecoder.embeddedDigest(in: taller) == nil)
  }

  @Test func editingTheHeaderDropsTheDigest() {
    // Both sizes still agree, but the colour type no longer matches the data's meaning.
    let retyped = edited { chunks in chunks[0].data[9] = 6 }
    #expect(PNGDecoder.embeddedDigest(in: retyped) == nil)
  }

  @Test func aWrongVersionOrLengthDropsTheDigest() {
    let older = edited { chunks in chunks[1].data[3] = 1 }
    let newer = edited { chunks in chunks[1].data[3] = 3 }
    let longer = edited { chunks in chunks[1].data.append(0) }
    #expect(PNGDecoder.embeddedDigest(in: older) == nil)
    #expect(PNGDecoder.embeddedDigest(in: newer) == nil)
    #expect(PNGDecoder.embeddedDigest(in: longer) == nil)
  }

  @Test func committedVersionOneGoldensGiveNoDigestButStillDecode() throws {
    // Goldens recorded before digest version 2 carry a version-1 chunk: no fast path, but
    // they decode (the slow path) to a bitmap whose own digest is version 2. The fixture is
    // such a golden, kept as it was committed (an iPhone 6 screen, 750 × 1334).
    let fixture = PNGTestGoldens.packageRoot.appendingPathComponent(
      "Fixtures/PNG/version-one-digest.png")
    let bytes = [UInt8](try Data(contentsOf: fixture))
    let digestChunk = try #require(PNGTestFile.chunks(of: bytes).first { $0.type == "swVL" })
    #expect(Array(digestChunk.data.prefix(4)) == [0x53, 0x56, 0x44, 0x01])
    #expect(PNGDecoder.embeddedDigest(in: bytes) == nil)
    let decoded = try PNGDecoder.decode(bytes)
    #expect(decoded.width == 750 && decoded.height == 1334)
    #expect(PNGDecoder.embeddedDigest(in: PNGEncoder().encode(decoded)) == PixelDigest(decoded))
  }

  @Test func aMisplacedOrRepeatedChunkDropsTheDigest() {
    let late = edited { chunks in chunks.swapAt(1, 2) }
    let twice = edited { chunks in chunks.insert(chunks[1], at: 1) }
    #expect(PNGDecoder.embeddedDigest(in: late) == nil)
    #expect(PNGDecoder.embeddedDigest(in: twice) == nil)
  }

  @Test func aBrokenFileDropsTheDigest() {
    var badCRC = encoded
    badCRC[8 + 25 + 8 + 39 + 4] ^= 0xFF  // the swVL chunk's CRC
    #expect(PNGDecoder.embeddedDigest(in: badCRC) == nil)
    var badEndCRC = encoded
    badEndCRC[badEndCRC.count - 1] ^= 0xFF  // IEND's CRC
    #expect(PNGDecoder.embeddedDigest(in: badEndCRC) == nil)
    #expect(PNGDecoder.embeddedDigest(in: Array(encoded.dropLast(12))) == nil)  // no IEND
  }

  // MARK: - PixelDigest itself

  @Test func equalBitmapsHaveEqualDigests() {
    #expect(PixelDigest(bitmap) == PixelDigest(PNGTestImages.flatScreen(width: 120, height: 80)))
  }

  @Test func changingAnyOnePixelChangesTheDigest() {
    let base = PNGTestImages.opaqueNoise(width: 17, height: 3)  // 51 pixels: odd, with a tail
    let digest = PixelDigest(base)
    for index in base.pixels.indices {
      var changed = base
      changed.pixels[index] ^= 1
      #expect(PixelDigest(changed) != digest, "pixel \(index)")
    }
  }

  @Test func swappingTwoPixelsChangesTheDigest() {
    var base = Bitmap(width: 64, height: 64, fill: 0xFFFF_FFFF)
    base[0, 0] = 0xFF00_0000
    var swapped = base
    swapped[0, 0] = 0xFFFF_FFFF
    swapped[0, 2] = 0xFF00_0000  // pixel 128: 64 pairs, 8 rounds later, same accumulator
    #expect(PixelDigest(base) != PixelDigest(swapped))
  }

  @Test func sameWordsInAnotherShapeHaveAnotherDigest() {
    let words: [UInt32] = [1, 2, 3, 4, 5, 6]
    #expect(
      PixelDigest(Bitmap(width: 2, height: 3, pixels: words))
        != PixelDigest(Bitmap(width: 3, height: 2, pixels: words)))
    #expect(PixelDigest(Bitmap(width: 0, height: 5)) != PixelDigest(Bitmap(width: 5, height: 0)))
  }

  @Test func digestFollowsTheDocumentedAlgorithm() {
    // An independent, plain transcription of the documented version-2 algorithm: if this
    // fails, digests stored in existing files no longer match.
    for bitmap in [
      PNGTestImages.translucentNoise(width: 13, height: 7), Bitmap(width: 2, height: 1),
      Bitmap(width: 0, height: 0),
    ] {
      #expect(PixelDigest(bitmap).hexString == PNGTestDigestReference.hexString(bitmap))
    }
  }

  @Test func emptyBitmapHasXXH3sPublishedEmptyInputValue() {
    // xxHash's published XXH3-128 of no bytes with seed 0 (its sanity-check vector).
    #expect(
      PixelDigest(Bitmap(width: 0, height: 0)).hexString == "99aa06d3014798d86001c324468d497f")
  }

  @Test func hexStringIsThirtyTwoLowercaseHexDigits() {
    let hex = PixelDigest(bitmap).hexString
    #expect(hex.count == 32)
    #expect(hex.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(PixelDigest(bitmap).description == hex)
  }
}
