import Testing
import Swivel

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

  @Test func variantNamesHaveOneSpelling() {
    #expect(Device.iphone6.variantName(.landscapeLeft) == "iphone6.landscapeLeft")
    #expect(Device.iphonex.variantName(.portrait, model: .legacy) == "iphonex.portrait.legacy")
    #expect(Device.ipad.variantName(.portrait, model: .modern) == "ipad.portrait")
  }
}
