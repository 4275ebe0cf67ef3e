import CFuzzerDriver
import SwivelImageIO

/// libFuzzer's entry point: every public reading function of the decoder on arbitrary bytes.
/// Any crash, sanitizer report or broken invariant (trapped below) is a finding; errors are
/// the expected outcome for most inputs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let size = try? PNGDecoder.size(of: bytes)
  let digest = PNGDecoder.embeddedDigest(in: bytes)
  do {
    let bitmap = try PNGDecoder.decode(bytes)
    // A file that decodes has the size its header gives, and a digest it vouches for is the
    // digest of its pixels (no wrong acceptance).
    precondition(
      size.map { $0 == (bitmap.width, bitmap.height) } ?? false, "size(of:) disagrees with decode")
    precondition(
      digest.map { $0 == PixelDigest(bitmap) } ?? true, "embedded digest disagrees with the pixels")
  } catch {
    precondition(!error.description.isEmpty, "an error without a message")
  }
  return 0
}

/// The executable's entry point (SwiftPM names it `FuzzPNGDecoder_main`): hands the command
/// line to libFuzzer's driver with the function above.
@_cdecl("FuzzPNGDecoder_main")
public func fuzzerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    guard let data else { return 0 }
    return fuzzPNGDecoder(data, count)
  }
}
