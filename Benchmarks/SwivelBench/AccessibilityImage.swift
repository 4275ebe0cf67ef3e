import Foundation
import SwivelDemos

/// Adds the accessibility image's row: the Settings scene on an iPhone 6 as an accessibility
/// image (VoiceOver's order worked out, every element outlined and numbered, the legend's text
/// laid out beside the screen) against the plain render of the same host in the same run.
func addAccessibilityImageRows(to report: inout Report) throws {
  guard let settings = SceneCatalog.named("Settings") else {
    fatalError("the Settings scene is missing")
  }
  let host = try DeviceHost(device: .iphone6, rootViewController: settings.makeController())
  host.window.layoutIfNeeded()
  let baseline = measure("Settings on an iPhone 6: render (baseline)") {
    _ = try? host.renderImage()
  }
  var figure = measure("Settings on an iPhone 6: accessibility image (order, outlines, legend)") {
    _ = try? AccessibilityImage.render(host)
  }
  figure.note = String(format: "%.2f× the plain render", figure.median / baseline.median)
  report.add(figure, target: "", limit: nil)
  report.add(baseline, target: "baseline", limit: nil)
}
