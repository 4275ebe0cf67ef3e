import Foundation
import SwivelSupport

extension ViewTree {
  /// The most changes a failure message lists; the rest are counted.
  static let listedChanges = 8

  /// What a mismatch leads with when both the golden and the snapshot describe their trees:
  /// the changed views ranked by how many differing pixels lie where each was or is (when the
  /// images have one size), or that the trees are the same, so only the drawing changed.
  static func finding(
    golden: ViewTree, actual: ViewTree, images: (actual: Bitmap, expected: Bitmap)?
  ) -> (lines: [String], changes: [ViewTreeChange]) {
    var changes = actual.changes(from: golden)
    guard !changes.isEmpty else {
      return (
        [
          "The view tree is the same as the golden's (frames, text, visibility, alpha, background colours and "
            + "font sizes): only the drawing changed."
        ], []
      )
    }
    if let images, images.actual.width == images.expected.width,
      images.actual.height == images.expected.height
    {
      let map = DifferenceMap(images.actual, images.expected)
      for index in changes.indices {
        changes[index].pixels = map.count(in: changes[index].before, changes[index].after)
      }
      // Stable: equal counts keep tree order.
      changes = changes.enumerated().sorted {
        ($0.element.pixels, -$0.offset) > ($1.element.pixels, -$1.offset)
      }
      .map(\.element)
      var lines = ["What changed in the view tree, most differing pixels first:"]
      lines += changes.prefix(listedChanges).map { "  \($0.description) (\($0.pixels) px)" }
      if changes.count > listedChanges {
        lines.append("  … and \(changes.count - listedChanges) more")
      }
      return (lines, changes)
    }
    var lines = ["What changed in the view tree:"]
    lines += changes.prefix(listedChanges).map { "  " + $0.description }
    if changes.count > listedChanges {
      lines.append("  … and \(changes.count - listedChanges) more")
    }
    return (lines, changes)
  }
}

/// Where two same-size bitmaps differ, as a summed-area table: how many pixels differ in any
/// rectangle, in constant time. Built only for a failing check; rows that are byte-equal (and
/// so add nothing) are copied from the row above with one `memcpy`.
struct DifferenceMap {
  let width: Int
  let height: Int
  /// `(width + 1) × (height + 1)`: the differing pixels above and left of each corner.
  private var sums: [Int32]

  init(_ actual: Bitmap, _ expected: Bitmap) {
    requirePrecondition(
      actual.width == expected.width && actual.height == expected.height,
      "the images are \(actual.width)×\(actual.height) and \(expected.width)×\(expected.height) px; compare sizes first"
    )
    let width = actual.width, height = actual.height
    self.width = width
    self.height = height
    let stride = width + 1
    var sums = [Int32](repeating: 0, count: stride * (height + 1))
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        sums.withUnsafeMutableBufferPointer { out in
          guard let aBase = a.baseAddress, let eBase = e.baseAddress, let oBase = out.baseAddress
          else { return }
          for y in 0..<height {
            let rowA = aBase + y * width, rowE = eBase + y * width
            let above = oBase + y * stride, row = oBase + (y + 1) * stride
            if Platform.bytesEqual(rowA, rowE, count: width * 4) {
              Platform.copyBytes(to: row, from: above, count: stride * 4)
              continue
            }
            var running: Int32 = 0
            for x in 0..<width {
              if rowA[x] != rowE[x] { running += 1 }
              row[x + 1] = above[x + 1] + running
            }
          }
        }
      }
    }
    self.sums = sums
  }

  /// Differing pixels inside the union of two pixel rectangles (either may be nil).
  func count(in first: CGRect?, _ second: CGRect?) -> Int {
    let a = first.map(clamped), b = second.map(clamped)
    var total = (a.map(count) ?? 0) + (b.map(count) ?? 0)
    if let a, let b {
      let overlap = (max(a.0, b.0), max(a.1, b.1), min(a.2, b.2), min(a.3, b.3))
      if overlap.0 < overlap.2, overlap.1 < overlap.3 { total -= count(overlap) }
    }
    return total
  }

  /// A rectangle as whole pixels inside the image: (minX, minY, maxX, maxY), max exclusive.
  private func clamped(_ rect: CGRect) -> (Int, Int, Int, Int) {
    // In floating point first: a tampered record's frame may be far beyond any `Int`.
    func clamp(_ value: CGFloat, _ limit: Int) -> Int {
      guard !value.isNaN else { return 0 }
      return Int(Swift.min(CGFloat(limit), Swift.max(0, value)))
    }
    let box = rect.standardized
    return (
      clamp(box.minX.rounded(.down), width), clamp(box.minY.rounded(.down), height),
      clamp(box.maxX.rounded(.up), width), clamp(box.maxY.rounded(.up), height)
    )
  }

  private func count(_ box: (Int, Int, Int, Int)) -> Int {
    guard box.0 < box.2, box.1 < box.3 else { return 0 }
    let stride = width + 1
    let value =
      sums[box.3 * stride + box.2] - sums[box.1 * stride + box.2] - sums[box.3 * stride + box.0]
      + sums[box.1 * stride + box.0]
    return Int(value)
  }
}
