extension Snapshotting where Value: PathConvertible, Format == String {
  /// The path's elements as text, one a line, a blank line before each subpath after the
  /// first: swift-snapshot-testing's `.elementsDescription`.
  ///
  ///     MoveTo (0.0, 0.0)
  ///     LineTo (10.0, 0.0)
  ///     CurveTo (12.5, 0.0) (15.0, 2.5) (15.0, 5.0)
  ///     Close
  ///
  /// Numbers have one to three decimals. Swivel stores a quadratic curve as the equivalent
  /// cubic one, so it is listed as `CurveTo`.
  public static var elementsDescription: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines, layoutWarnings: .ignore) {
      (path: Value) throws(SnapshotRenderError) -> String in
      PathElementsText.text(path.pathValue)
    }
  }
}

extension Snapshotting where Value == BezierPath, Format == String {
  /// The path's elements as text: the `Path` strategy pulled back through `cgPath`.
  public static var elementsDescription: Snapshotting {
    Snapshotting<Path, String>.elementsDescription.pullback {
      (path: BezierPath) throws(SnapshotRenderError) -> Path in
      path.cgPath
    }
  }
}

/// The text of ``Snapshotting/elementsDescription``.
enum PathElementsText {
  static func text(_ path: Path) -> String {
    var text = ""
    for element in path.elements {
      switch element {
      case .move(let point):
        if !text.isEmpty { text += "\n" }
        text += "MoveTo " + points([point])
      case .line(let point):
        text += "LineTo " + points([point])
      case .curve(let point, let control1, let control2):
        text += "CurveTo " + points([control1, control2, point])
      case .closeSubpath:
        text += "Close"
      }
      text += "\n"
    }
    return text
  }

  private static func points(_ points: [CGPoint]) -> String {
    points.map { "(\(number($0.x)), \(number($0.y)))" }.joined(separator: " ")
  }

  /// One to three decimals: `10.0`, `0.5`, `1.235`.
  static func number(_ value: CGFloat) -> String {
    let thousandths = (Double(value) * 1000).rounded()
    let negative = thousandths < 0
    let magnitude = Int(abs(thousandths))
    var fraction = String(magnitude % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative && magnitude != 0 ? "-" : "") + "\(magnitude / 1000).\(fraction)"
  }
}
