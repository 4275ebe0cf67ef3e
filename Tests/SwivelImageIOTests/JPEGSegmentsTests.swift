import Testing

@testable import SwivelImageIO

/// The segments before a JPEG's image data, read with every offset checked: Adobe's APP14
/// segment tells inverted CMYK from ink amounts.
@Suite struct JPEGSegmentsTests {
  /// A segment: marker, two length bytes (payload plus 2), payload.
  private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    let length = payload.count + 2
    return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
  }

  private let startOfImage: [UInt8] = [0xFF, 0xD8]
  private let adobe = Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 0]
  private let startOfScan: [UInt8] = [0xFF, 0xDA, 0, 2]

  @Test func theAdobeSegmentIsFoundAfterOtherSegments() {
    let bytes =
      startOfImage + segment(0xE0, Array("JFIF".utf8) + [0]) + segment(0xEE, adobe) + startOfScan
    #expect(JPEGDecoder.hasAdobeSegment(bytes))
  }

  @Test func anotherAPP14OrAnAdobeSegmentAfterTheScanIsNotIt() {
    #expect(
      !JPEGDecoder.hasAdobeSegment(startOfImage + segment(0xEE, Array("Other".utf8)) + startOfScan))
    #expect(!JPEGDecoder.hasAdobeSegment(startOfImage + startOfScan + segment(0xEE, adobe)))
    #expect(!JPEGDecoder.hasAdobeSegment(startOfImage + segment(0xEE, Array("Ado".utf8))))
  }

  @Test func aTruncatedOrDamagedSegmentStopsTheWalk() {
    // The length claims more bytes than there are.
    let truncated = startOfImage + [0xFF, 0xEE, 0x40, 0x00] + adobe
    #expect(!JPEGDecoder.hasAdobeSegment(truncated))
    #expect(!JPEGDecoder.hasAdobeSegment(startOfImage + [0xFF, 0xEE, 0, 1] + adobe))
    #expect(!JPEGDecoder.hasAdobeSegment([0xFF, 0xD8]))
    #expect(!JPEGDecoder.hasAdobeSegment([]))
  }
}
