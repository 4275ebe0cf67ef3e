import SwivelGraphics
import Testing

@testable import SwivelImageIO

/// Text Swivel stores beside a golden's pixels, read apart with this target's own chunk
/// splitter and zlib reference.
@Suite struct PNGAnnotationTests {
  private let bitmap = PNGTestImages.flatScreen(width: 120, height: 80)
  private let annotations = [
    PNGAnnotation(.renderer, "Cairo: 1.16.0\n"), PNGAnnotation(.viewTree, "View\n"),
  ]

  @Test func annotationsGoAfterTheImageDataAndReadBack() throws {
    let file = PNGEncoder().encode(bitmap, annotations: annotations)
    #expect(
      PNGTestFile.chunks(of: file).map(\.type) == ["IHDR", "swVL", "IDAT", "swRN", "swTR", "IEND"])
    #expect(PNGDecoder.annotations(in: file) == annotations)
    // The pixels, their digest and everything before the annotations are as without them.
    let plain = PNGEncoder().encode(bitmap)
    #expect(
      PNGTestFile.chunks(of: file).filter { !$0.type.hasPrefix("swR") && $0.type != "swTR" }
        == PNGTestFile.chunks(of: plain))
    #expect(PNGDecoder.embeddedDigest(in: file) == PixelDigest(bitmap))
    #expect(try PNGDecoder.decode(file) == bitmap)
  }

  @Test func thePayloadIsTheImageDataItDescribesAndTheTextCompressed() throws {
    let file = PNGEncoder().encode(
      bitmap, annotations: [PNGAnnotation(.renderer, "Cairo: 1.16.0\n")])
    let chunks = PNGTestFile.chunks(of: file)
    let imageData = try #require(chunks.first { $0.type == "IDAT" }).data
    let payload = try #require(chunks.first { $0.type == "swRN" }).data
    #expect(Array(payload.prefix(4)) == [0x53, 0x56, 0x41, 0x01])  // "SVA", version 1
    #expect(PNGTestFile.readBigEndian(payload, at: 4) == PNGTestFile.crc(imageData))
    #expect(PNGTestFile.readBigEndian(payload, at: 8) == UInt32(imageData.count))
    #expect(PNGTestFile.readBigEndian(payload, at: 12) == 14)
    #expect(PNGTestZlib.inflate(Array(payload.dropFirst(16))) == Array("Cairo: 1.16.0\n".utf8))
  }

  @Test func theChunkTypesAreAncillaryPrivateAndNotSafeToCopy() {
    for type in ["swRN", "swTR"] {
      let letters = Array(type.utf8)
      #expect(letters[0] & 0x20 != 0)  // ancillary
      #expect(letters[1] & 0x20 != 0)  // private
      #expect(letters[2] & 0x20 == 0)  // reserved bit clear
      #expect(letters[3] & 0x20 == 0)  // not safe to copy
    }
  }

  @Test func filesWithoutAnnotationsHaveNone() {
    #expect(PNGDecoder.annotations(in: PNGEncoder().encode(bitmap)).isEmpty)
    #expect(PNGDecoder.annotations(in: PNGTestCairo.encode(bitmap)).isEmpty)
    #expect(PNGDecoder.annotations(in: []).isEmpty)
    #expect(PNGDecoder.annotations(in: Array("not a png".utf8)).isEmpty)
  }

  @Test func anAnnotationKeptOverOtherImageDataIsIgnored() {
    let file = PNGEncoder().encode(bitmap, annotations: annotations)
    let other = PNGTestFile.chunks(
      of: PNGEncoder().encode(PNGTestImages.flatScreen(width: 120, height: 80, alpha: 128)))
    var chunks = PNGTestFile.chunks(of: file)
    chunks[chunks.firstIndex { $0.type == "IDAT" }!] = other.first { $0.type == "IDAT" }!
    #expect(PNGDecoder.annotations(in: PNGTestFile.assemble(chunks)).isEmpty)
  }

  @Test func aDamagedAnnotationIsIgnoredAndTheOthersStillRead() {
    var chunks = PNGTestFile.chunks(of: PNGEncoder().encode(bitmap, annotations: annotations))
    let index = chunks.firstIndex { $0.type == "swRN" }!
    chunks[index].data[20] ^= 0xFF  // inside the zlib stream; the chunk's CRC is recomputed
    #expect(PNGDecoder.annotations(in: PNGTestFile.assemble(chunks)) == [annotations[1]])
    // A broken CRC anywhere makes the file unsound: nothing is read.
    var file = PNGEncoder().encode(bitmap, annotations: annotations)
    file[file.count - 20] ^= 0xFF
    #expect(PNGDecoder.annotations(in: file).isEmpty)
  }
}
