import SwivelImageIO
import Testing

@Suite struct ByteDigestTests {
  /// xxHash's published test vector: XXH3-128 of no bytes with seed 0 is
  /// 0x99AA06D3014798D8 (high) 0x6001C324468D497F (low).
  @Test func emptyInputGivesXXH3sPublishedValue() {
    #expect(ByteDigest.hex([]) == "99aa06d3014798d86001c324468d497f")
  }

  @Test func anyChangedByteChangesTheDigest() {
    let bytes = Array("golden".utf8)
    var changed = bytes
    changed[3] ^= 1
    #expect(ByteDigest.hex(bytes) != ByteDigest.hex(changed))
    #expect(ByteDigest.hex(bytes) != ByteDigest.hex(bytes + [0]))
    #expect(ByteDigest.hex(bytes).count == 32)
  }
}
