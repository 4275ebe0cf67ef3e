import SwivelGeometry
import SwivelGraphics
import SwivelSupport
import Testing

@testable import SwivelImageIO

/// Large images are inflated into the end of their own pixel buffer and decoded from there.
/// That path must give exactly what the two-buffer path gives, for every colour type, filter,
/// split of the image data and damage, and must allocate about the bitmap's size.
@Suite struct PNGInPlaceDecodeTests {
  /// Decodes both ways; the same bitmap or the same error.
  private func bothWays(_ png: [UInt8]) -> (
    inPlace: Result<Bitmap, PNGError>, separate: Result<Bitmap, PNGError>
  ) {
    func attempt(_ threshold: Int) -> Result<Bitmap, PNGError> {
      do throws(PNGError) {
        return .success(try PNGDecoder.decode(png, inPlaceThreshold: threshold))
      } catch {
        return .failure(error)
      }
    }
    return (attempt(0), attempt(.max))
  }

  /// A PNG of random rows in `colorType`, each row with a random filter, its compressed data
  /// split over several IDAT chunks, with a palette and transparency where the type takes them.
  private func randomPNG(_ g: inout PNGTestImages.Generator, colorType: UInt8) -> [UInt8] {
    let width = 1 + Int(g.next() % 40), height = 1 + Int(g.next() % 40)
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
    let paletteCount = 1 + Int(g.next() % 256)
    let flat = g.next() % 3 == 0
    var rows: [[UInt8]] = []
    for y in 0..<height {
      if flat && y > 0 && g.next() % 2 == 0 {
        rows.append(rows[y - 1])
        continue
      }
      rows.append(
        (0..<(width * channels)).map { _ in
          colorType == 3 ? UInt8(g.next() % UInt64(paletteCount)) : g.byte()
        })
    }
    var scanlines: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let previous = y > 0 ? [rows[y - 1]] : []
      let filter = UInt8(g.next() % 5)
      // The row filtered against the one above: filtered() of the pair, minus the first row.
      let pair = PNGTestFile.filtered(previous + [row], filter: filter, bytesPerPixel: channels)
      scanlines += pair.suffix(row.count + 1)
    }
    var chunks = [PNGTestFile.header(width: width, height: height, colorType: colorType)]
    if colorType == 3 {
      chunks.append(
        PNGTestFile.Chunk(type: "PLTE", data: (0..<(paletteCount * 3)).map { _ in g.byte() }))
      chunks.append(
        PNGTestFile.Chunk(
          type: "tRNS", data: (0..<Int(g.next() % UInt64(paletteCount + 1))).map { _ in g.byte() }))
    } else if colorType == 0 {
      chunks.append(PNGTestFile.Chunk(type: "tRNS", data: [0, g.byte()]))
    } else if colorType == 2 && g.next() % 2 == 0 {
      chunks.append(PNGTestFile.Chunk(type: "tRNS", data: [0, g.byte(), 0, g.byte(), 0, g.byte()]))
    }
    var compressed = PNGTestFile.zlib(scanlines)[...]
    while !compressed.isEmpty {
      let size = 1 + Int(g.next() % UInt64(compressed.count))
      chunks.append(PNGTestFile.Chunk(type: "IDAT", data: Array(compressed.prefix(size))))
      compressed = compressed.dropFirst(size)
    }
    chunks.append(PNGTestFile.Chunk(type: "IEND", data: []))
    return PNGTestFile.assemble(chunks)
  }

  @Test(arguments: [0, 2, 3, 4, 6] as [UInt8])
  func everyColourTypeFilterAndSplitDecodesTheSameInPlace(colorType: UInt8) throws {
    var g = PNGTestImages.Generator(state: 0x1A_9_1ACE + UInt64(colorType))
    for round in 0..<150 {
      let png = randomPNG(&g, colorType: colorType)
      let (inPlace, separate) = bothWays(png)
      let bitmap = try #require(try? separate.get(), "round \(round): \(separate)")
      #expect((try? inPlace.get()) == bitmap, "round \(round)")
    }
  }

  @Test func damagedFilesFailTheSameWayInPlace() throws {
    let goldens = try PNGTestGoldens.all().sorted { $0.bytes.count < $1.bytes.count }.prefix(8).map(
      \.bytes)
    var mutator = PNGTestMutator(generator: .init(state: 0x1A_9_DA3A))
    var compared = 0
    for round in 0..<1_500 {
      let mutated = mutator.mutate(
        goldens[round % goldens.count], kind: round % PNGTestMutator.kindCount)
      let (inPlace, separate) = bothWays(mutated)
      switch (inPlace, separate) {
      case (.success(let a), .success(let b)): #expect(a == b, "round \(round)")
      case (.failure(let a), .failure(let b)): #expect(a == b, "round \(round)")
      default: Issue.record("round \(round): in place \(inPlace), separately \(separate)")
      }
      compared += 1
    }
    #expect(compared == 1_500)
  }

  @Test func aLargeImageAllocatesAboutItsBitmap() throws {
    // 2,048 × 2,048 translucent pixels: 16 MiB of bitmap, 16 MiB + 2 KiB of inflated rows.
    let bitmap = PNGTestImages.translucentNoise(width: 2_048, height: 2_048)
    let png = PNGEncoder().encode(bitmap)
    let counter = WorkCounter()
    let decoded = try WorkCounter.$current.withValue(counter) { try PNGDecoder.decode(png) }
    #expect(decoded == bitmap)
    let bitmapBytes = 2_048 * 2_048 * 4
    #expect(
      counter.count <= bitmapBytes + 64 << 10,
      "\(counter.count) bytes allocated for a \(bitmapBytes)-byte bitmap")
  }
}
