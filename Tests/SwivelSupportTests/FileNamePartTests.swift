import SwivelSupport
import Testing

/// The file-name rules. Hashes are FNV-1a 64 of the name's UTF-8 with its halves XORed,
/// computed apart from Swivel (a few lines of Python) for each name below.
@Suite struct FileNamePartTests {
  @Test func lettersAndDigitsOfAnyScriptDashAndUnderscoreSurvive() {
    #expect(FileNamePart.sanitized("a-b_C9") == "a-b_C9")
    #expect(FileNamePart.sanitized("設定") == "設定")
    #expect(FileNamePart.sanitized("Привет") == "Привет")
    #expect(FileNamePart.sanitized("_") == "_")
    #expect(FileNamePart.sanitized("") == "_-4fd0bfc1")  // never the same file as `_`
  }

  @Test func aChangedNameEndsInAHashOfTheNameAsGiven() {
    #expect(FileNamePart.sanitized("Login screen/é.png") == "Login_screen_é_png-97d48894")
    #expect(FileNamePart.sanitized("Привет мир") == "Привет_мир-25fa9481")
    #expect(FileNamePart.sanitized("a b") == "a_b-e2bca18b")
    #expect(FileNamePart.sanitized("a/b") == "a_b-e2480c78")
    #expect(FileNamePart.sanitized("../escape") == "___escape-28a89b69")
    #expect(FileNamePart.sanitized("Settings/Privacy") == "Settings_Privacy-3b6318f4")
    #expect(FileNamePart.sanitized("🔴") == "_-8a0ae890")
    #expect(FileNamePart.sanitized("🟢") == "_-8a00b695")
  }

  @Test func theHashIsFNV1aOfTheUTF8() {
    // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c and of "foobar" 0x85944171f73967e8 (the published
    // test vectors); folded: 0xaf63dc4c ^ 0x8601ec8c and 0x85944171 ^ 0xf73967e8.
    #expect(FileNamePart.hash("a") == "296230c0")
    #expect(FileNamePart.hash("foobar") == "72ad2699")
  }

  @Test func oneNameTypedTwoWaysIsOneFile() {
    // é precomposed (U+00E9) and as e + a combining acute accent (U+0301): one name.
    #expect(FileNamePart.sanitized("caf\u{E9}") == "café")
    #expect(FileNamePart.sanitized("cafe\u{301}") == "café")
  }

  @Test func dotsSeparatePartsWhenKept() {
    #expect(FileNamePart.sanitized("Outer.Inner.test", keepingDots: true) == "Outer.Inner.test")
    #expect(FileNamePart.sanitized("..a..b..", keepingDots: true) == "a.b")
    #expect(FileNamePart.sanitized("...", keepingDots: true) == "_-1b922c0e")
    #expect(FileNamePart.sanitized("a b.c", keepingDots: true) == "a_b.c-ec3b641d")
  }

  @Test func aLongNameIsCutAndHashed() {
    let long = String(repeating: "設", count: 100)  // 300 bytes of UTF-8
    let name = FileNamePart.sanitized(long)
    #expect(name.utf8.count <= FileNamePart.maximumUTF8Length)
    // 63 × 3 = 189 bytes
    #expect(name == String(repeating: "設", count: 63) + "-" + FileNamePart.hash(long))
    #expect(FileNamePart.sanitized(long + "x") != name)
  }
}
