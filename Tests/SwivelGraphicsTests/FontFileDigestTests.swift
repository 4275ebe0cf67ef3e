import Foundation
import SwivelTestSupport
import Testing

@testable import SwivelGraphics

/// The shipped font files are exactly the bytes of Debian bookworm's `fonts-inter`
/// 4.0~beta7+ds-1 and `fonts-dejavu-core` 2.37-6: SHA-256 digests taken with `sha256sum` from
/// the installed packages' files (whose MD5s match the packages' `md5sums` lists).
@Suite struct FontFileDigestTests {
  private static let digests: [(String, String)] = [
    ("Inter-Black.otf", "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4"),
    ("Inter-BlackItalic.otf", "fdd250fe1eadd2d48151f9e18d989840d308450486ec4a2e4e4fde4b0d435f6c"),
    ("Inter-Bold.otf", "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
    ("Inter-BoldItalic.otf", "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4"),
    ("Inter-ExtraBold.otf", "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa"),
    (
      "Inter-ExtraBoldItalic.otf",
      "6afee6b920d669c589b47fc2abbcad7d459f3d22f6c934c39c33105b39c238da"
    ),
    ("Inter-ExtraLight.otf", "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442"),
    (
      "Inter-ExtraLightItalic.otf",
      "df1d6a77ed02425ec3456dfb488f05bba51e20d62dad2a92edf4ab7425247697"
    ),
    ("Inter-Italic.otf", "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7"),
    ("Inter-Light.otf", "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905"),
    ("Inter-LightItalic.otf", "9e9b0aa66832affca1f1bed090eb7b49236de1ac7b7e81f8c7c80864de49a974"),
    ("Inter-Medium.otf", "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
    ("Inter-MediumItalic.otf", "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723"),
    ("Inter-Regular.otf", "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
    ("Inter-SemiBold.otf", "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
    (
      "Inter-SemiBoldItalic.otf", "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b"
    ),
    ("Inter-Thin.otf", "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015"),
    ("Inter-ThinItalic.otf", "e8ecee2030f42da7214c7d5dae3c9c29dfb5e728c7f14020b4ce813da6aff12d"),
    ("InterDisplay-Black.otf", "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa"),
    (
      "InterDisplay-BlackItalic.otf",
      "bc1c0c5922a8f5b1a78f7540971b35a33688d503c48b4f0182c90130e0eb68e4"
    ),
    ("InterDisplay-Bold.otf", "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6"),
    (
      "InterDisplay-BoldItalic.otf",
      "b9478a740ae33a3cf78e4aaec74207fa7e35ab69f2ff94ece3bd2e1bf4a5191b"
    ),
    (
      "InterDisplay-ExtraBold.otf",
      "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0"
    ),
    (
      "InterDisplay-ExtraBoldItalic.otf",
      "ef2b33b065597c3b3db04a491d1f436aa148b136636bb93b2e1145c44d0d7a95"
    ),
    (
      "InterDisplay-ExtraLight.otf",
      "f9ea85c3f52214c80fb4f562c68c647587c399a71cd8247c7b6a7f76cc75447f"
    ),
    (
      "InterDisplay-ExtraLightItalic.otf",
      "05b1031326bb9adbcecb37d4e9c4eb3758c1e43a9414f645af6a263cd9917993"
    ),
    ("InterDisplay-Italic.otf", "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235"),
    ("InterDisplay-Light.otf", "3c1ca9b58f22f6c0a736704bc62e754eeb15981f4b93bb510963f3d9a8297a23"),
    (
      "InterDisplay-LightItalic.otf",
      "f4ce91a9f5a39bed231798a0a327e5bd6df6789ae89937d14ac8d0009287c104"
    ),
    ("InterDisplay-Medium.otf", "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd"),
    (
      "InterDisplay-MediumItalic.otf",
      "4433a792f6eac887df5435f2784147d2110f6199c8405f5f8204ef9375aa16f0"
    ),
    (
      "InterDisplay-Regular.otf", "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780"
    ),
    (
      "InterDisplay-SemiBold.otf",
      "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e"
    ),
    (
      "InterDisplay-SemiBoldItalic.otf",
      "3f58177fb439009f6efc1c5a0523ccd2387f9b5f4f15c0d1c4e7cdb3327c9d32"
    ),
    ("InterDisplay-Thin.otf", "88f004cbcf3a7fb4d044d3348d7fb5b537106b45a154e57fddae5b338074e894"),
    (
      "InterDisplay-ThinItalic.otf",
      "f86f4ad7c902f572fbab6957f38a7f13ecebbf65585254882d9861e13c442dae"
    ),
    ("DejaVuSansMono-Bold.ttf", "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233"),
    ("DejaVuSansMono.ttf", "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4"),
    ("DejaVuSerif-Bold.ttf", "e2fd85eba2de65ac270d1cdb1685e252eb827f600850cf62af2d20c41b22e945"),
    ("DejaVuSerif.ttf", "13e61509f5c81d7c3132810f4f903e3523df89c802bf6e0674621e8f659cdfe1"),
  ]

  @Test func sha256MatchesTheStandardsVectors() {
    // FIPS 180-4 examples: "abc" (one block) and the 448-bit message (two blocks).
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func everyShippedFontHasItsPinnedDigest() throws {
    let folder = FontLibrary.bundledDirectory
    for (name, digest) in Self.digests {
      let data = try #require(
        FileManager.default.contents(atPath: folder + "/" + name), "\(name) is missing")
      #expect(SHA256.hex(Array(data)) == digest, "\(name)")
    }
  }

  @Test func theFolderHoldsExactlyThePinnedFontsAndTheirLicences() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: FontLibrary.bundledDirectory)
    let fonts = Set(names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") })
    #expect(fonts == Set(Self.digests.map(\.0)))
    #expect(fonts == Set(FontFile.all.map(\.fileName)))
    #expect(names.contains("Inter-copyright.txt") && names.contains("DejaVu-copyright.txt"))
    let inter = try String(
      contentsOfFile: FontLibrary.bundledDirectory + "/Inter-copyright.txt", encoding: .utf8)
    #expect(inter.contains("License: OFL-1.1") && inter.contains("The Inter Project Authors"))
  }

  @Test func theLibraryReadsThePackagesFontsNotTheSystems() {
    #expect(FontLibrary.defaultDirectory(environment: [:]) == FontLibrary.bundledDirectory)
    #expect(!FontLibrary.bundledDirectory.hasPrefix("/usr/share/fonts"))
    #expect(FontLibrary.bundledDirectory.hasSuffix("_SwivelGraphics.resources/Fonts"))
  }
}
