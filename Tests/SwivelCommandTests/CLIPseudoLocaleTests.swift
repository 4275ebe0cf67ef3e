import ArgumentParser
import Foundation
import SwivelDemos
import Testing

@testable import SwivelCommand

/// `--pseudo-locale accented|bidi` (or `en-XA`, `ar-XB`) on the scene commands.
@Suite struct CLIPseudoLocaleTests {
  @Test func theOptionParsesByNameOrLocale() throws {
    for (argument, locale) in [
      ("accented", PseudoLocale.accented), ("en-XA", .accented), ("bidi", .bidi), ("ar-XB", .bidi),
    ] {
      let render = try #require(
        try RootCommand.parseAsRoot(["render", "Settings", "--pseudo-locale", argument])
          as? RenderCommand)
      #expect(render.options.traitOptions.traits == TraitCollection(pseudoLocale: locale))
    }
    #expect(throws: (any Error).self) {
      try RootCommand.parseAsRoot(["render", "Settings", "--pseudo-locale", "fr"])
    }
  }

  @Test func renderNamesTheFileAfterTheLocale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-pseudo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLITests.run(["render", "AllInCode", "--pseudo-locale", "accented"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["AllInCode.iphone6.portrait.en-XA.png"])
  }

  @Test func dumpShowsTheDisplayedTextBesideTheAppsText() throws {
    let json = try CLITests.run(["dump", "Settings", "--pseudo-locale", "accented"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.contains("\"text\": \"Name\""))
    #expect(json.stdout.contains("\"displayedText\": \"[Ñámé one]\""))
    #expect(json.stdout.contains("\"pseudoLocale\": \"accented\""))
    let text = try CLITests.run([
      "dump", "Settings", "--pseudo-locale", "accented", "--format", "text",
    ])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("text = 'Name'; displayedText = '[Ñámé one]'"))
    let plain = try CLITests.run(["dump", "Settings"])
    #expect(!plain.stdout.contains("displayedText"))
  }

  @Test func auditReportsWhatThePseudoLocaleCuts() throws {
    let run = try CLITests.run(["audit", "Settings", "--pseudo-locale", "accented"])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "truncatedText  Window > View[0] > ScrollView#settingsScroll > View[7] > SettingsRow#nameRow > Label[0]: \"[Ñámé one]\""
      ))
  }
}
