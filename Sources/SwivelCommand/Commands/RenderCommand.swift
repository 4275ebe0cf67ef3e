import ArgumentParser
import SwivelGallery

/// `swivel render`: one scene to one PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a scene to a PNG file.")

  @OptionGroup var options: SceneOptions
  @OptionGroup var presentation: PresentationOptions
  @OptionGroup var frame: DeviceFrameOptions

  @Flag(help: "Render the accessibility image: each element VoiceOver reads outlined and numbered, beside a legend.")
  var accessibility = false

  @Option(
    help: "Where to write the PNG; - for standard output (default: <scene>.<device>.<orientation>[.dark][.<content-size>][.rtl][.accessibility].png here).",
    transform: OutputPath.transform)
  var output: OutputPath?

  func run() throws {
    let (scene, host) = try options.launch()
    let bitmap: Bitmap
    do {
      bitmap = accessibility
        ? try AccessibilityImage.render(host, statusBar: !presentation.noStatusBar)
        : try host.renderImage(
        asHeld: presentation.asHeld, statusBar: !presentation.noStatusBar, showingBounds: presentation.bounds,
        deviceFrame: frame.frame)
    } catch {
      throw CLIError(error.description)
    }
    let variant = host.device.variantName(host.interfaceOrientation, traits: options.traitOptions.traits)
      + (accessibility ? ".accessibility" : "")
    // The scene's name made safe as the gallery's file names are: one file in this folder.
    let path = output?.path ?? "\(FileNamePart.sanitized(scene.name)).\(variant).png"
    try OutputFile.write(PNGEncoder().encode(bitmap), to: path, chosen: output != nil)
  }
}
