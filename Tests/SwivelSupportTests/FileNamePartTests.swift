import Testing
import SwivelSupport

@Suite struct FileNamePartTests {
  @Test func onlyLettersDigitsDashAndUnderscoreSurvive() {
    #expect(FileNamePart.sanitized("Login screen/é.png") == "Login_screen__.png".replacingOccurrences(of: ".", with: "_"))
    #expect(FileNamePart.sanitized("a-b_C9") == "a-b_C9")
    #expect(FileNamePart.sanitized("") == "_")
  }

  @Test func dotsSeparatePartsWhenKept() {
    #expect(FileNamePart.sanitized("Outer.Inner.test", keepingDots: true) == "Outer.Inner.test")
    #expect(FileNamePart.sanitized("..a..b..", keepingDots: true) == "a.b")
    #expect(FileNamePart.sanitized("...", keepingDots: true) == "_")
    #expect(FileNamePart.sanitized("a b.c", keepingDots: true) == "a_b.c")
  }
}
