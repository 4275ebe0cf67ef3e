import ArgumentParser

/// `swivel`: render, dump and document Swivel scenes.
@main
struct SwivelCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swivel",
    abstract: "Render, dump and document iOS-style layouts written all in code.",
    subcommands: [
      ScenesCommand.self, DevicesCommand.self, RenderCommand.self, DumpCommand.self, SheetCommand.self,
      GalleryCommand.self, DocsCommand.self,
    ]
  )
}
