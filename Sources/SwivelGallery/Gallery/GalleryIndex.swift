import SwivelSupport

/// The gallery's `index.html`: one section per scene with its summary, a link to its source,
/// its preview sheet and a captioned figure per screen.
///
/// The page is self-contained (inline CSS, no scripts, no external assets) and links images by
/// relative file name, so it works opened from disk. All text is HTML-escaped.
public struct GalleryIndex: Sendable {
  /// What the gallery wrote.
  public var report: GalleryReport
  /// The page title.
  public var title: String
  /// Put in front of each scene's `Scene.sourcePath` to link it; nil shows the path unlinked.
  public var sourceLinkPrefix: String?

  /// Creates the index of a gallery run.
  public init(
    report: GalleryReport, title: String = "Swivel gallery", sourceLinkPrefix: String? = nil
  ) {
    self.report = report
    self.title = title
    self.sourceLinkPrefix = sourceLinkPrefix
  }

  /// The page.
  public func html() -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title.htmlEscaped)</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>\(title.htmlEscaped)</h1>
      <p class="summary">\(report.imageCount) images of \(report.sections.count) scenes: every \
      scene on every device in every orientation it allows, a preview sheet per scene and \
      \(report.filmCount) rotation films. Click an image for its full-size file.</p>
      <nav><ul>

      """
    for (index, section) in report.sections.enumerated() {
      page +=
        "<li><a href=\"#\(Self.anchor(index))\">\(section.scene.name.htmlEscaped)</a> "
        + "(\(section.screens.count) screens)</li>\n"
    }
    page += "</ul></nav>\n"
    for (index, section) in report.sections.enumerated() {
      page += self.section(section, anchor: Self.anchor(index))
    }
    page += "</body>\n</html>\n"
    return page
  }

  private func section(_ section: GalleryReport.Section, anchor: String) -> String {
    let scene = section.scene
    let source: String
    if let sourceLinkPrefix {
      let href = (sourceLinkPrefix + scene.sourcePath).urlPathEncoded.htmlEscaped
      source = "<a href=\"\(href)\"><code>\(scene.sourcePath.htmlEscaped)</code></a>"
    } else {
      source = "<code>\(scene.sourcePath.htmlEscaped)</code>"
    }
    var html = """
      <section id="\(anchor)">
      <h2>\(scene.name.htmlEscaped)</h2>
      <p class="summary">\(scene.summary.htmlEscaped)</p>
      <p class="source">Source: \(source) · \(scene.model.rawValue.htmlEscaped) rotation model</p>
      <div class="sheet">
      \(Self.figure(section.sheet))
      </div>
      \(Self.film(section))
      <div class="screens">

      """
    for screen in section.screens {
      html += Self.figure(screen) + "\n"
    }
    html += "</div>\n</section>\n"
    return html
  }

  private static func figure(_ image: GalleryImage) -> String {
    let width = Int(image.displaySize.width.rounded()),
      height = Int(image.displaySize.height.rounded())
    let flagged = !image.findings.isEmpty
    var html =
      "<figure\(flagged ? " class=\"flagged\"" : "")><a href=\"\(image.fileName.urlPathEncoded.htmlEscaped)\">"
      + "<img src=\"\(image.fileName.urlPathEncoded.htmlEscaped)\" width=\"\(width)\" height=\"\(height)\" "
      + "loading=\"lazy\" alt=\"\(image.caption.htmlEscaped)\"></a>"
      + "<figcaption>\(image.caption.htmlEscaped)</figcaption>"
    if flagged {
      let count =
        image.findings.count == 1 ? "1 layout finding" : "\(image.findings.count) layout findings"
      html +=
        "<details class=\"findings\"><summary>⚠ \(count)</summary><ul>"
        + image.findings.map { "<li>\($0.htmlEscaped)</li>" }.joined() + "</ul></details>"
    }
    return html + "</figure>"
  }

  /// The film and its filmstrip, or nothing.
  private static func film(_ section: GalleryReport.Section) -> String {
    guard let film = section.film else { return "" }
    var html = "<div class=\"film\">" + figure(film)
    if let strip = section.filmstrip { html += figure(strip) }
    return html + "</div>"
  }

  private static func anchor(_ index: Int) -> String { "scene-\(index + 1)" }

  private static let style = """
    body{font:15px/1.45 -apple-system,"Helvetica Neue",Arial,sans-serif;margin:2em;color:#1c1c1e;\
    background:#f2f2f7}h1{margin-top:0}h2{margin:2em 0 .2em;border-top:1px solid #c7c7cc;\
    padding-top:1em}.summary{max-width:60em}.source{color:#636366}code{font-size:90%}\
    nav ul{columns:3 14em}figure{display:inline-block;vertical-align:top;margin:0 1.5em 1.5em 0}\
    figure img{display:block;max-width:100%;height:auto;border:1px solid #c7c7cc;background:#fff}\
    figcaption{font-size:12px;color:#636366;margin-top:.3em;max-width:26em}\
    .sheet figcaption{max-width:none}figure.flagged img{border:2px solid #ff9500}\
    .findings{font-size:12px;color:#a05a00;max-width:26em}.findings ul{padding-left:1.2em;margin:.3em 0}
    """
}
