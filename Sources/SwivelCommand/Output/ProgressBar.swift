/// A one-line progress bar redrawn in place on standard error: `[=====>    ]  42/195  name`.
struct ProgressBar {
  /// The bar's width in characters, between the brackets.
  let width = 30

  /// The line for a progress report (without the leading carriage return).
  func line(completed: Int, total: Int, label: String) -> String {
    let fraction = total == 0 ? 1 : min(1, max(0, Double(completed) / Double(total)))
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar =
      String(repeating: "=", count: filled)
      + (filled < width ? ">" + String(repeating: " ", count: width - filled - 1) : "")
    let counts =
      String(repeating: " ", count: max(0, "\(total)".count - "\(completed)".count))
      + "\(completed)/\(total)"
    return "[\(bar)] \(counts)  \(label.prefix(40))"
  }

  /// Redraws the bar.
  func draw(completed: Int, total: Int, label: String) {
    Terminal.writeToStandardError(
      "\r\u{1B}[2K" + line(completed: completed, total: total, label: label))
  }

  /// Erases the bar, leaving the cursor at the start of an empty line.
  func clear() {
    Terminal.writeToStandardError("\r\u{1B}[2K")
  }
}
