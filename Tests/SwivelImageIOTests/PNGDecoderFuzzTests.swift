import SwivelGraphics
import SwivelImageIO
import Testing

/// Seeded fuzzing of the decoder over mutations of the committed goldens: no input crashes
/// it, every rejection is a `PNGError` with a message, no buffer outgrows what the file's bytes
/// could fill, and nothing corrupt is accepted as a golden's pixels. Longer, coverage-guided
/// runs: `scripts/fuzz-png`.
@Suite struct PNGDecoderFuzzTests {
  /// The largest buffer a decode of `fileSize` bytes may make. Inflating never gives more than
  /// 1,032 bytes per compressed byte, the decoder allocates pixels only once the data inflated
  /// to exactly the header's scanlines (at least one byte per pixel), and a pixel is 4 bytes:
  /// so no buffer exceeds 4 × 1,032 bytes per byte of the file. A forged size that got
  /// allocated anyway (a 16,384 × 16,384 header in a few kilobytes) is a gigabyte, far over.
  private static func bufferLimit(fileSize: Int) -> Int { 4 * 1_032 * fileSize }

  /// A handful of goldens: the smallest files (fast to mutate) and a full-screen one.
  private static func seeds() throws -> [[UInt8]] {
    let goldens = try PNGTestGoldens.all()
    let small = goldens.sorted { $0.bytes.count < $1.bytes.count }.prefix(6).map(\.bytes)
    let screen = goldens.first {
      $0.name == "AllInCodeTests.portraitSnapshot.iphone6.portrait.png"
    }?.bytes
    return small + (screen.map { [$0] } ?? [])
  }

  @Test func thousandsOfMutatedGoldensGiveTypedErrorsOrTheirOwnPixels() throws {
    let seeds = try Self.seeds()
    #expect(seeds.count == 7)
    var mutator = PNGTestMutator(generator: .init(state: 0x5EED_F022))
    var decoded = 0
    var rejected = 0
    var kinds: Set<String> = []
    for round in 0..<3_000 {
      let seed = seeds[round % seeds.count]
      let mutated = mutator.mutate(seed, kind: round % PNGTestMutator.kindCount)
      let size = try? PNGDecoder.size(of: mutated)
      let digest = PNGDecoder.embeddedDigest(in: mutated)
      let (result, buffers) = PNGTestAllocations.recording {
        Result { () throws(PNGError) in try PNGDecoder.decode(mutated) }
      }
      let limit = Self.bufferLimit(fileSize: mutated.count)
      #expect(
        buffers.allSatisfy { $0 <= limit }, "round \(round): buffers \(buffers) over \(limit) bytes"
      )
      switch result {
      case .success(let bitmap):
        decoded += 1
        #expect(size.map { $0 == (bitmap.width, bitmap.height) } == true, "round \(round)")
        if let digest {
          if digest == PNGDecoder.embeddedDigest(in: seed) {
            // The seed's own digest still verifies: the pixels must be the seed's.
            #expect(
              digest == PixelDigest(bitmap), "round \(round): digest vouches for other pixels")
          } else {
            // The digest itself changed yet verifies: only a rewrite of the swVL chunk's data
            // with its CRC recomputed (a deliberate edit, kinds 2 and 3) does that. Such a
            // digest describes no render, so a snapshot check compares pixels and still fails.
            #expect(
              [2, 3].contains(round % PNGTestMutator.kindCount),
              "round \(round): a corrupted digest verified")
          }
        }
      case .failure(let error):
        rejected += 1
        #expect(!error.description.isEmpty)
        kinds.insert(Self.family(error))
      }
    }
    #expect(decoded + rejected == 3_000)
    #expect(rejected > 2_000, "most mutations must be rejected")
    // Every family of error is reached: signature/truncation, CRC, structure, header, zlib.
    #expect(
      kinds.isSuperset(of: [
        "truncated", "badCRC", "missingChunk", "invalidDimensions", "corruptData", "sizeMismatch",
        "unsupported",
      ]), "families reached: \(kinds.sorted())")
  }

  /// The family of an error, for checking that the mutations reach every kind of check.
  private static func family(_ error: PNGError) -> String {
    switch error {
    case .empty, .notPNG, .truncated: return "truncated"
    case .badCRC: return "badCRC"
    case .missingChunk: return "missingChunk"
    case .malformedChunk: return "malformedChunk"
    case .invalidDimensions: return "invalidDimensions"
    case .corruptData: return "corruptData"
    case .sizeMismatch: return "sizeMismatch"
    case .invalidFilter, .invalidPaletteIndex: return "pixels"
    case .unsupportedCriticalChunk, .unsupportedBitDepth, .unsupportedColorType,
      .unsupportedInterlace, .unsupportedMethod:
      return "unsupported"
    }
  }

  @Test func aForgedHugeImageWithTinyDataFailsWithoutAllocatingIt() throws {
    // 16,384 × 16,384 RGBA is within the limits (1 GiB of pixels) but the data is a few bytes:
    // the inflate buffer is bounded by the compressed size, 1,032 bytes per compressed byte.
    let scanlines = [UInt8](repeating: 0, count: 64)
    let file = PNGTestFile.png(width: 16_384, height: 16_384, colorType: 6, scanlines: scanlines)
    let compressed = try #require(PNGTestFile.chunks(of: file).first { $0.type == "IDAT" }).data
      .count
    let buffers = PNGTestAllocations.recorded {
      #expect(throws: PNGError.sizeMismatch(expected: 16_384 * (16_384 * 4 + 1), found: 64)) {
        try PNGDecoder.decode(file)
      }
    }
    #expect(buffers == [compressed * 1_032])
    #expect(buffers.allSatisfy { $0 < 64 * 1_024 })
  }

  @Test func sizesOverTheLimitsAreTypedErrorsBeforeAnyAllocation() {
    for (width, height) in [(32_769, 1), (1, 32_769), (20_000, 20_000), (0, 5)] {
      let file = PNGTestFile.png(width: width, height: height, colorType: 2, scanlines: [0])
      let buffers = PNGTestAllocations.recorded {
        #expect(throws: PNGError.invalidDimensions(width: width, height: height)) {
          try PNGDecoder.decode(file)
        }
      }
      #expect(buffers == [], "\(width) × \(height)")
    }
  }
}
