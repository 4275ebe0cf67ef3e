import Foundation
import SwivelSupport

/// The HTML of the failure report: one self-contained page (images as `data:` URLs, inline
/// style and script) that opens from disk.
enum ReportHTML {
  /// One failure: test and location, the message, the changed views (outlined on the images),
  /// the images side by side with an overlay compare (slider and onion skin), the text diff,
  /// and the accept and re-record commands.
  static func entry(_ entry: FailureReport.Entry) -> String {
    var html = "<section class=\"entry\">\n<h2>\(escape(entry.test))</h2>\n"
    html += "<p class=\"location\">\(escape(entry.location))</p>\n"
    html += "<pre class=\"message\">\(escape(entry.message))</pre>\n"
    if case .failed(let failure) = entry.outcome {
      let order = ["expected", "actual", "diff"]
      let images = failure.artifacts.filter { $0.pathExtension == "png" && !$0.bytes.isEmpty }
        .sorted { (order.firstIndex(of: $0.name) ?? 3) < (order.firstIndex(of: $1.name) ?? 3) }
      if !failure.treeChanges.isEmpty {
        html += "<ol class=\"tree-changes\">\n"
        for change in failure.treeChanges.prefix(ViewTree.listedChanges) {
          html +=
            "<li>\(escape(change.description))"
            + (change.pixels > 0 ? " (\(change.pixels) px)" : "") + "</li>\n"
        }
        html += "</ol>\n"
      }
      if !images.isEmpty {
        html += "<div class=\"images\">\n"
        for image in images {
          html +=
            "<figure><figcaption>\(escape(image.name))</figcaption><div class=\"outlined\">"
            + "<img alt=\"\(escape(image.name))\" src=\"\(dataURL(image.bytes))\">"
            + outlines(failure.treeChanges, on: image) + "</div></figure>\n"
        }
        html += "</div>\n"
        if let expected = images.first(where: { $0.name == "expected" }),
          let actual = images.first(where: { $0.name == "actual" })
        {
          html += """
            <div class="compare">
            <label>Slider (expected | actual) <input type="range" min="0" max="100" value="50" class="slide"></label>
            <label>Onion skin (actual opacity) <input type="range" min="0" max="100" value="100" class="onion"></label>
            <div class="overlay"><img alt="expected" src="\(dataURL(expected.bytes))">\
            <img alt="actual" class="top" src="\(dataURL(actual.bytes))" style="clip-path: inset(0 0 0 50%)"></div>
            </div>

            """
        }
      }
      if case .textDiffers(let diff) = failure.kind {
        html += "<pre class=\"diff\">"
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
          let kind =
            line.hasPrefix("+")
            ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : "same"
          html += "<span class=\"\(kind)\">\(escape(String(line)))</span>\n"
        }
        html += "</pre>\n"
      }
    }
    if let accept = entry.manifest?.acceptCommand {
      html +=
        "<p>Accept this snapshot as the golden: <code class=\"accept\">\(escape(accept))</code></p>\n"
    }
    html += "<p>Re-record: <code>\(escape(entry.command))</code></p>\n</section>\n"
    return html
  }

  /// Numbered boxes over an image around the views that changed: where each was on the
  /// expected image, where it is on the actual one. Positions are percentages of the image, so
  /// they follow it when it is scaled down to fit.
  static func outlines(_ changes: [ViewTreeChange], on image: SnapshotAttachment) -> String {
    guard image.name == "expected" || image.name == "actual", !changes.isEmpty,
      let size = try? PNGDecoder.size(of: image.bytes)
    else { return "" }
    var html = ""
    for (index, change) in changes.prefix(ViewTree.listedChanges).enumerated() {
      guard let rect = image.name == "expected" ? change.before : change.after else { continue }
      func percent(_ value: CGFloat, _ total: Int) -> String {
        PlainNumber.text(Double(value) * 100 / Double(max(total, 1)), places: 3) + "%"
      }
      html +=
        "<span class=\"outline\" title=\"\(escape(change.description))\" style=\"left: "
        + "\(percent(rect.minX, size.width)); top: \(percent(rect.minY, size.height)); "
        + "width: \(percent(rect.width, size.width)); height: \(percent(rect.height, size.height))\">"
        + "\(index + 1)</span>"
    }
    return html
  }

  /// The whole page around the entries.
  static func document(_ entries: [String]) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Swivel snapshot failures (\(entries.count))</title>
    <style>
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
    .entry { border-top: 1px solid #ccc; padding: 1em 0; }
    h2 { font-size: 1.2em; margin: 0; }
    .location { color: #666; margin: .2em 0; font-family: monospace; }
    pre { background: #f6f6f6; padding: .6em; white-space: pre-wrap; overflow-wrap: anywhere; }
    .images { display: flex; gap: 1em; align-items: flex-start; flex-wrap: wrap; }
    figure { margin: 0; } figcaption { font-weight: bold; }
    img { max-width: 360px; border: 1px solid #ddd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .compare label { display: block; margin: .4em 0; }
    .overlay { position: relative; display: inline-block; }
    .overlay img { display: block; }
    .overlay img.top { position: absolute; left: 0; top: 0; }
    .diff .add { color: #070; } .diff .del { color: #b00; } .diff .hunk { color: #07a; }
    .outlined { position: relative; display: inline-block; line-height: 0; }
    .outline { position: absolute; box-sizing: border-box; border: 2px solid #e0007a; color: #e0007a;
      background: rgba(224, 0, 122, 0.08); font: bold 11px/1 monospace; }
    .tree-changes { font-family: monospace; }
    </style>
    </head>
    <body>
    <h1>Swivel snapshot failures: \(entries.count)</h1>
    \(entries.joined())
    <script>
    for (const compare of document.querySelectorAll('.compare')) {
      const top = compare.querySelector('img.top');
      const slide = compare.querySelector('.slide'), onion = compare.querySelector('.onion');
      slide.addEventListener('input', () => { top.style.clipPath = 'inset(0 0 0 ' + slide.value + '%)'; });
      onion.addEventListener('input', () => { top.style.opacity = onion.value / 100; });
    }
    // For automated checks: how many images failed to load, once the page has loaded.
    window.addEventListener('load', () => {
      const images = [...document.images];
      const broken = images.filter((image) => !image.complete || image.naturalWidth === 0).length;
      document.documentElement.dataset.images = images.length;
      document.documentElement.dataset.brokenImages = broken;
    });
    </script>
    </body>
    </html>

    """
  }

  static func dataURL(_ bytes: [UInt8]) -> String {
    "data:image/png;base64," + Data(bytes).base64EncodedString()
  }

  /// Text escaped for HTML element content and quoted attribute values.
  static func escape(_ text: String) -> String { text.htmlEscaped }
}
