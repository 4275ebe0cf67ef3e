import ArgumentParser
import SwivelGallery
import SwivelSupport

/// `swivel render`: one scene to one PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render a scene to a PNG file.")

  @OptionGroup var options: SceneOptions
  @OptionGroup var presentation: PresentationOptions
  @OptionGroup var frame: DeviceFrameOptions

  @Flag(
    help:
      "Render the accessibility image: each element VoiceOver reads outlined and numbered, beside a legend."
  )
  var accessibility = false

  @Flag(
    name: .customLong("full-content"),
    help:
      "Grow the screen so the first scroll view shows its whole content (at most \(RenderLimits.maxSide) px a side)."
  )
  var fullContent = false

  func validate() throws {
    if fullContent && (accessibility || presentation.asHeld || frame.frame != .none) {
      throw ValidationError(
        "--full-content renders the plain screen: leave out --accessibility, --as-held and the device frame"
      )
    }
  }

  @Option(
    help:
      "Where to write the PNG; - for standard output (default: <scene>.<device>.<orientation>[.dark][.<content-size>][.rtl][.accessibility][.full].png here).",
    transform: OutputPath.transform)
  var output: OutputPath?

  func run() throws {
    let (scene, host) = try options.launch()
    let bitmap: Bitmap
    do {
      if fullContent {
        bitmap = try host.renderFullContentImage(
          statusBar: !presentation.noStatusBar, showingBounds: presentation.bounds)
      } else if accessibility {
        bitmap = try AccessibilityImage.render(host, statusBar: !presentation.noStatusBar)
      } else {
        bitmap = try host.renderImage(
          asHeld: presentation.asHeld, statusBar: !presentation.noStatusBar,
          showingBounds: presentation.bounds,
          deviceFrame: frame.frame)
      }
    } catch {
      throw CLIError(String(describing: error))
    }
    let variant =
      host.device.variantName(host.interfaceOrientation, traits: options.traitOptions.traits)
      + (accessibility ? ".accessibility" : "") + (fullContent ? ".full" : "")
    // The scene's name made safe as the gallery's file names are: one file in this folder.
    let path = output?.path ?? "\(FileNamePart.sanitized(scene.name)).\(variant).png"
    try OutputFile.write(PNGEncoder().encode(bitmap), to: path, chosen: output != nil)
  }
}
