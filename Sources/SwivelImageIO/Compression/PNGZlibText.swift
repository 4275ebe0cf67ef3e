internal import CSwivelZlib
import SwivelGeometry
import SwivelSupport

/// zlib's one-shot `compress2` at level 9 for the short texts of ``PNGAnnotation`` chunks: a
/// zlib stream PNG's own inflater (and any zlib) reads back, the same bytes for the same text
/// with a given zlib build.
enum PNGZlibText {
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var capacity = compressBound(UInt(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(capacity))
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &capacity, input.baseAddress, UInt(input.count), 9)
      }
    }
    // compressBound's room always suffices; zlib fails here only when out of memory.
    requirePrecondition(status == Z_OK, "zlib compress2 failed with status \(status)")
    return Array(output.prefix(Int(capacity)))
  }
}
