import ArgumentParser
import SwivelGallery

/// `swivel audit`: what goldens miss on one screen — views off the screen or outside their
/// superview, controls under the unsafe area, small hit targets, truncated text, blurry edges,
/// hidden views — as text or JSON. Exits 1 when there are findings, like a linter.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract:
      "Check a scene's layout on a device for problems goldens do not show (exit 1 on findings).")

  @OptionGroup var options: SceneOptions

  @Option(help: "The output format.")
  var format = DumpFormat.text

  func run() throws {
    let (_, host) = try options.launch()
    let findings = LayoutAudit.run(on: host)
    switch format {
    case .text: print(LayoutAudit.text(findings), terminator: "")
    case .json: print(LayoutAudit.json(findings), terminator: "")
    }
    if !findings.isEmpty { throw ExitCode(1) }
  }
}
