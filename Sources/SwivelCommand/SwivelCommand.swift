import ArgumentParser
import Foundation
public import SwivelGallery

/// The whole `swivel` command line (`scenes`, `devices`, `render`, `dump`, `sheet`, `film`,
/// `gallery`, `docs`) over any package's scenes: the documentation tool as a library, the way
/// swift-format ships its formatter as a library under a thin executable.
///
/// A package documents its own screens with an executable target of a few lines:
///
/// ```swift
/// import SwivelCommand
/// import MyScreens
///
/// await SwivelCommand.main(scenes: MyScreens.scenes)
/// ```
///
/// and `swift run -c release my-docs gallery` writes its gallery.
public enum SwivelCommand {
  /// Parses the command line (or `arguments`), runs the command over `scenes`, and exits with
  /// the command's status: 0, or 1 after a one-line error on standard error (64 for a usage
  /// error, with the usage).
  ///
  /// - Parameters:
  ///   - scenes: the scenes the commands can show, in documentation order; names must be unique.
  ///   - documentationImages: the images `docs` regenerates (none by default).
  ///   - documentationFolder: where `docs` writes them unless told otherwise.
  ///   - arguments: the arguments after the command name; nil reads the process's own.
  public static func main(
    scenes: [Scene], documentationImages: [DocumentationImage] = [],
    documentationFolder: String = "docs/images", arguments: [String]? = nil
  ) async {
    let catalog = SwivelCatalog(
      scenes: scenes, documentationImages: documentationImages,
      documentationFolder: documentationFolder)
    await main(catalog: catalog, arguments: arguments)
  }

  /// ``main(scenes:documentationImages:documentationFolder:arguments:)`` with a whole catalog.
  public static func main(catalog: SwivelCatalog, arguments: [String]? = nil) async {
    let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    let status = await run(catalog: catalog, arguments: arguments)
    exit(status)
  }

  /// Runs one command line in process and returns its exit status instead of exiting; help and
  /// errors are written as `main` writes them. For tests and for tools that run several
  /// commands.
  public static func run(catalog: SwivelCatalog, arguments: [String]) async -> Int32 {
    if let duplicate = catalog.duplicateSceneName {
      Terminal.writeToStandardError(
        "Error: two scenes are named \(Printable.quoted(duplicate)); give every scene a distinct name\n"
      )
      return 1
    }
    return await SwivelCatalog.$current.withValue(catalog) {
      do {
        var command = try RootCommand.parseAsRoot(arguments)
        if var asyncCommand = command as? any AsyncParsableCommand {
          try await asyncCommand.run()
        } else {
          try command.run()
        }
        return 0
      } catch {
        let code = RootCommand.exitCode(for: error)
        let message = ErrorText.message(RootCommand.fullMessage(for: error), arguments: arguments)
        if code == .success {
          if !message.isEmpty { print(message) }
        } else {
          Terminal.writeToStandardError(message + "\n")
        }
        return code.rawValue
      }
    }
  }

  /// The subcommands, in the order `--help` lists them. One more command is one more line here.
  static let subcommands: [any ParsableCommand.Type] = [
    ScenesCommand.self,
    DevicesCommand.self,
    RenderCommand.self,
    DumpCommand.self,
    AuditCommand.self,
    SheetCommand.self,
    FilmCommand.self,
    GalleryCommand.self,
    DocsCommand.self,
  ]
}
