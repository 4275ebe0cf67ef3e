import Foundation

extension Diffing where Format == Bitmap {
  /// Images stored as PNG (with Swivel's pixel digest, so a matching golden is usually not even
  /// decoded, and what rendered them) and compared pixel by pixel within `tolerance`. A
  /// mismatch carries a diff image: differing pixels red over the golden faded to grey; when
  /// the golden was recorded by another renderer, its message says so first.
  public static func image(tolerance: SnapshotTolerance = .exact) -> Diffing {
    var diffing = Diffing(
      toData: { PNGEncoder().encode($0) },
      fromData: { (bytes: [UInt8]) throws(SnapshotDecodingError) -> Bitmap in
        do throws(PNGError) {
          return try PNGDecoder.decode(bytes)
        } catch {
          throw SnapshotDecodingError(error.description)
        }
      },
      matchesStoredBytes: { bytes, actual in
        guard let digest = PNGDecoder.embeddedDigest(in: bytes),
          let size = try? PNGDecoder.size(of: bytes)
        else {
          return false
        }
        return size.width == actual.width && size.height == actual.height
          && digest == PixelDigest(actual)
      },
      diff: { expected, actual in
        guard expected.width == actual.width, expected.height == actual.height else {
          return SnapshotMismatch(
            kind: .sizeMismatch(
              actual: .init(width: actual.width, height: actual.height),
              expected: .init(width: expected.width, height: expected.height)))
        }
        if Self.samePixels(expected, actual) { return nil }
        var difference = PixelDifference(
          actual, expected, perceptualPrecision: tolerance.perceptualPrecision)
        difference.tolerance = tolerance
        if difference.count <= tolerance.allowedDifferingPixels(of: difference.total) { return nil }
        return SnapshotMismatch(
          kind: .pixelsDiffer(difference),
          attachments: [
            SnapshotAttachment(
              name: "diff", pathExtension: "png", bytes: PixelDifference.diffPNG(actual, expected))
          ])
      })
    do throws(SnapshotConfigurationError) {
      try tolerance.validate()
    } catch {
      diffing.configurationError = error
    }
    return diffing.recordingProvenance()
  }

  /// Whether two same-size bitmaps hold the same pixels (one `memcmp`, fast in debug builds too).
  static func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
    a.pixels.withUnsafeBytes { x in
      b.pixels.withUnsafeBytes { y in
        x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
      }
    }
  }
}
