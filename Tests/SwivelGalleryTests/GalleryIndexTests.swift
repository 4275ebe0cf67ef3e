import Foundation
import SwivelGallery
import Testing

@Suite struct GalleryIndexTests {
  static func writeGallery(scenes: [Scene], sourceLinkPrefix: String? = nil) async throws -> (
    folder: String, report: GalleryReport, html: String
  ) {
    let folder = try GalleryTestScenes.temporaryFolder()
    let plan = try GalleryPlan(
      scenes: scenes, devices: [.iphone6, .iphone4s], sheetDevices: [.iphone6])
    let report = try await Gallery(plan: plan).write(to: folder, sourceLinkPrefix: sourceLinkPrefix)
    let data = try #require(FileManager.default.contents(atPath: folder + "/index.html"))
    return (folder, report, String(decoding: data, as: UTF8.self))
  }

  /// Every value of `attribute="…"` in the page.
  static func values(of attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  @Test func hasAFigureWithACaptionForEveryImage() async throws {
    let (_, report, html) = try await Self.writeGallery(scenes: [
      GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly,
    ])
    #expect(html.components(separatedBy: "<figure>").count - 1 == report.imageCount)
    #expect(html.components(separatedBy: "<figcaption>").count - 1 == report.imageCount)
    for image in report.images {
      #expect(html.contains("<img src=\"\(image.fileName)\""), "no figure for \(image.fileName)")
      #expect(html.contains("<figcaption>\(image.caption)</figcaption>"))
    }
    #expect(html.contains("iPhone 6 · landscapeLeft · wC hC · 1334×750 px"))
  }

  @Test func everyReferencedFileExists() async throws {
    let (folder, report, html) = try await Self.writeGallery(scenes: [
      GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly,
    ])
    let sources = Self.values(of: "src", in: html)
    #expect(sources.count == report.imageCount)
    for source in sources {
      #expect(
        FileManager.default.fileExists(atPath: folder + "/" + source),
        "index.html shows \(source), which is missing")
    }
    for link in Self.values(of: "href", in: html) where !link.hasPrefix("#") {
      #expect(
        FileManager.default.fileExists(atPath: folder + "/" + link),
        "index.html links \(link), which is missing")
    }
  }

  @Test func groupsFiguresBySceneInPlanOrder() async throws {
    let (_, report, html) = try await Self.writeGallery(scenes: [
      GalleryTestScenes.portraitOnly, GalleryTestScenes.everyWay,
    ])
    let first = try #require(html.range(of: "<h2>PortraitOnly</h2>"))
    let second = try #require(html.range(of: "<h2>EveryWay</h2>"))
    #expect(first.upperBound < second.lowerBound)
    let portraitOnlySection = html[first.upperBound..<second.lowerBound]
    for image in report.sections[0].sheet.fileName.isEmpty
      ? [] : [report.sections[0].sheet] + report.sections[0].screens
    {
      #expect(portraitOnlySection.contains(image.fileName))
    }
    #expect(!portraitOnlySection.contains("EveryWay."))
    #expect(html.contains("<p class=\"summary\">Portrait only.</p>"))
  }

  @Test func isSelfContained() async throws {
    let (_, _, html) = try await Self.writeGallery(
      scenes: [GalleryTestScenes.everyWay], sourceLinkPrefix: "../../")
    #expect(!html.lowercased().contains("http"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(html.contains("<style>"))
    #expect(
      html.contains(
        "<a href=\"../../Tests/SwivelGalleryTests/GalleryTestScenes.swift\"><code>Tests/SwivelGalleryTests/GalleryTestScenes.swift</code></a>"
      ))
  }

  @Test func escapesSceneText() async throws {
    let (folder, _, html) = try await Self.writeGallery(
      scenes: [GalleryTestScenes.needsEscaping], sourceLinkPrefix: "../")
    #expect(html.contains("<h2>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</h2>"))
    #expect(html.contains("&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt; &amp; more"))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<b>"))
    #expect(html.contains("href=\"../Tests/Swivel%20Tests/%3Codd%3E.swift\""))
    #expect(
      FileManager.default.fileExists(atPath: folder + "/Tom____Jerry___b_-a4999ca1.sheet.png"))
  }

  @Test func withoutAPrefixSourcesAreShownUnlinked() async throws {
    let (_, _, html) = try await Self.writeGallery(scenes: [GalleryTestScenes.portraitOnly])
    #expect(html.contains("Source: <code>Tests/SwivelGalleryTests/GalleryTestScenes.swift</code>"))
  }
}

/// A screen with a 30×30-pt button: a hit target under UIKit's 44×44 pt.
private final class TinyButtonController: ViewController {
  override func loadView() {
    super.loadView()
    view.backgroundColor = .white
    let button = Button(type: .system)
    button.identifier = "tiny"
    button.setTitle("x", for: .normal)
    button.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
    view.addSubview(button)
  }
}

@Suite struct GalleryAuditMarkTests {
  @Test func screensWithLayoutFindingsAreMarkedAndTheFindingsListed() async throws {
    let scene = Scene("TinyButton", summary: "A button too small to tap.") {
      TinyButtonController()
    }
    let (_, report, html) = try await GalleryIndexTests.writeGallery(scenes: [
      scene, GalleryTestScenes.portraitOnly,
    ])
    let flagged = report.images.filter { !$0.findings.isEmpty }
    #expect(!flagged.isEmpty)
    #expect(flagged.allSatisfy { $0.fileName.hasPrefix("TinyButton") })
    #expect(
      flagged.allSatisfy {
        $0.findings.contains { $0.contains("Button#tiny") && $0.contains("30×30 pt") }
      })
    #expect(html.components(separatedBy: "<figure class=\"flagged\">").count - 1 == flagged.count)
    #expect(html.contains("layout finding"))
    #expect(html.contains("Button#tiny"))
  }
}
