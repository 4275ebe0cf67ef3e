import ArgumentParser
import Foundation
import SwivelDemos
import Testing

@testable import SwivelCommand

/// `--appearance`, `--content-size` and `--rtl` on the scene commands and `sheet`.
@Suite struct CLITraitOptionTests {
  private func parse(_ arguments: [String]) throws -> any ParsableCommand {
    try RootCommand.parseAsRoot(arguments)
  }

  private func message(_ arguments: [String]) -> String? {
    do {
      _ = try RootCommand.parseAsRoot(arguments)
      return nil
    } catch {
      return RootCommand.message(for: error)
    }
  }

  @Test func traitOptionsParseIntoTraits() throws {
    let render = try #require(
      try parse([
        "render", "Squares", "--appearance", "dark", "--content-size", "accessibilityLarge",
        "--rtl",
      ])
        as? RenderCommand)
    #expect(
      render.options.traitOptions.traits
        == TraitCollection(
          userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge,
          layoutDirection: .rightToLeft))
    let plain = try #require(try parse(["render", "Squares"]) as? RenderCommand)
    #expect(plain.options.traitOptions.traits == TraitCollection())
    let dump = try #require(
      try parse(["dump", "Squares", "--appearance", "light"]) as? DumpCommand)
    #expect(dump.options.traitOptions.traits.userInterfaceStyle == .light)
    let sheet = try #require(
      try parse(["sheet", "Squares", "--content-size", "extraSmall"]) as? SheetCommand)
    #expect(sheet.traitOptions.traits.preferredContentSizeCategory == .extraSmall)
  }

  @Test func badValuesNameTheOptionAndListTheChoices() throws {
    let appearance = try #require(message(["render", "Squares", "--appearance", "dim"]))
    #expect(appearance.hasPrefix("The value 'dim' is invalid for '--appearance <appearance>'"))
    #expect(appearance.contains("'light' and 'dark'"))
    let size = try #require(message(["render", "Squares", "--content-size", "huge"]))
    #expect(size.hasPrefix("The value 'huge' is invalid for '--content-size <content-size>'"))
    for name in [
      "extraSmall", "large", "extraExtraExtraLarge", "accessibilityMedium",
      "accessibilityExtraExtraExtraLarge",
    ] {
      #expect(size.contains(name))
    }
    #expect(message(["render", "Squares", "--content-size", "unspecified"]) != nil)
    #expect(message(["render", "Squares", "--rtl", "yes"]) != nil)
  }

  @Test func aDarkRenderIsWrittenUnderItsVariantName() throws {
    let folder = try CLITests().temporaryFolder()
    let run = try CLITests.run(["render", "Squares", "--appearance", "dark", "--rtl"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["Squares.iphone6.portrait.dark.rtl.png"])
  }
}
