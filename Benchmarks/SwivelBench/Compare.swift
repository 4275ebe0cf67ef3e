import Foundation

/// `swivel-bench --compare DEBUG.json RELEASE.json`: the figures of two `--json` reports
/// (normally the debug and the release build) side by side, matched by name.
func printComparison(_ paths: [String]) throws {
  let reports = try paths.map { path in
    try JSONDecoder().decode(JSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
  var names: [String] = []
  for report in reports {
    for figure in report.figures where !names.contains(figure.name) { names.append(figure.name) }
  }
  let nameWidth = (names.map(\.count).max() ?? 0) + 2
  let columnWidth = 30
  func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }
  var header = pad("figure", nameWidth)
  for report in reports { header += pad(report.configuration, columnWidth) }
  print(header + "target")
  for name in names {
    var line = pad(name, nameWidth)
    var targets: [String] = []
    for report in reports {
      guard let figure = report.figures.first(where: { $0.name == name }) else {
        line += pad("—", columnWidth)
        continue
      }
      let verdict = figure.met.map { $0 ? " met" : " NOT MET" } ?? ""
      line += pad(formatTime(figure.medianSeconds) + verdict, columnWidth)
      if !figure.target.isEmpty && !targets.contains(figure.target) {
        targets.append(figure.target)
      }
    }
    print(line + targets.joined(separator: " / "))
  }
}
