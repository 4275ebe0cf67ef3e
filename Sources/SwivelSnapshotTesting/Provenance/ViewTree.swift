import SwivelSupport

/// A compact description of the views an image snapshot shows, stored in its golden (see
/// ``PNGAnnotation``) so that a mismatch can say what moved, changed or appeared instead of
/// only that pixels differ.
///
/// Each view is described by its type, identifier, frame in window (root) coordinates, text,
/// visibility, alpha, background colour and font size, in depth-first order. The text form is
/// a header and one tab-separated line per view:
///
///     swivel-tree 1
///     image 2 1 0 0 1 0 0
///     0	View		0 0 200 120		bg#FFFFFFFF
///     1	Label	title	20 16 160 24	f17	Sign in
///
/// The `image` line gives the scale and the affine transform from window coordinates to the
/// image's points, so frames can be found on the image (a rotated device screen included).
package struct ViewTree: Equatable {
  /// One view.
  struct Node: Equatable {
    /// How deep the view is below the snapshot's root (0).
    var depth: Int
    /// The class name (`Label`).
    var type: String
    /// The view's identifier, if any.
    var identifier: String?
    /// The frame in window (root) coordinates, in points.
    var frame: CGRect
    /// A label's text or a button's title.
    var text: String?
    var isHidden = false
    var alpha: CGFloat = 1
    /// The background colour as `#RRGGBBAA`.
    var background: String?
    var fontSize: CGFloat?
  }

  /// Pixels per point.
  var scale: CGFloat
  /// Window coordinates to the image's points.
  var toImage: CGAffineTransform
  /// Every view, depth first.
  var nodes: [Node]

  static let header = "swivel-tree 1"

  /// The stored text.
  package var text: String {
    let t = toImage
    var lines = [
      Self.header,
      "image "
        + [scale, t.a, t.b, t.c, t.d, t.tx, t.ty].map { Self.number($0) }.joined(separator: " "),
    ]
    for node in nodes {
      var flags: [String] = []
      if node.isHidden { flags.append("h") }
      if node.alpha != 1 { flags.append("a" + Self.number(node.alpha)) }
      if let background = node.background { flags.append("bg" + background) }
      if let size = node.fontSize { flags.append("f" + Self.number(size)) }
      let frame = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map {
        Self.number($0)
      }
      var fields = [
        String(node.depth), node.type, node.identifier ?? "", frame.joined(separator: " "),
        flags.joined(separator: " "),
      ]
      if let text = node.text { fields.append(Self.escape(text)) }
      lines.append(fields.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  init(scale: CGFloat, toImage: CGAffineTransform, nodes: [Node]) {
    self.scale = scale
    self.toImage = toImage
    self.nodes = nodes
  }

  /// Reads the stored text; nil when it is not a tree of this version or lies beyond
  /// ``Limits`` (``read(_:)`` tells which).
  init?(text: String) {
    guard case .tree(let tree) = Self.read(text) else { return nil }
    self = tree
  }

  /// What reading a stored tree found.
  enum Reading: Equatable {
    /// A tree within ``Limits``, every value ``RecordedValue/bounded(_:)``.
    case tree(ViewTree)
    /// Not a tree of this version.
    case notATree
    /// A tree beyond ``Limits``: why, as a phrase (`lists more than 100000 views`).
    case beyondLimits(String)
  }

  /// Reads the stored text, line by line, stopping at the first line beyond ``Limits`` (so a
  /// tampered record costs at most the work of ``Limits/maximumViews`` views).
  static func read(_ text: String) -> Reading {
    var lines = RecordLines(text)
    guard lines.next() == Substring(header), let imageLine = lines.next(),
      imageLine.hasPrefix("image ")
    else {
      return .notATree
    }
    let image = imageLine.dropFirst(6).split(separator: " ").compactMap { Double($0) }
    guard image.count == 7 else { return .notATree }
    var nodes: [Node] = []
    while let line = lines.next() {
      guard nodes.count < Limits.maximumViews else {
        return .beyondLimits("it lists more than \(Limits.maximumViews) views")
      }
      let fields = line.utf8.split(
        separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false
      )
      .map { Substring($0) }
      guard fields.count >= 5, fields[0].utf8.count <= 9, let depth = Int(fields[0]), depth >= 0
      else { return .notATree }
      guard depth <= Limits.maximumDepth else {
        return .beyondLimits(
          "it lists a view \(depth) levels deep, deeper than the \(Limits.maximumDepth) a render draws"
        )
      }
      let frame = fields[3].split(separator: " ").compactMap { Double($0) }
      guard frame.count == 4 else { return .notATree }
      var node = Node(
        depth: depth, type: RecordedValue.bounded(fields[1]),
        identifier: fields[2].isEmpty ? nil : RecordedValue.bounded(fields[2]),
        frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
        text: fields.count > 5 ? RecordedValue.bounded(Self.unescape(fields[5])) : nil)
      for flag in fields[4].split(separator: " ") {
        if flag == "h" {
          node.isHidden = true
        } else if flag.hasPrefix("bg") {
          node.background = RecordedValue.bounded(flag.dropFirst(2))
        } else if flag.hasPrefix("a"), let alpha = Double(flag.dropFirst()) {
          node.alpha = CGFloat(alpha)
        } else if flag.hasPrefix("f"), let size = Double(flag.dropFirst()) {
          node.fontSize = CGFloat(size)
        }
      }
      nodes.append(node)
    }
    return .tree(
      ViewTree(
        scale: CGFloat(image[0]),
        toImage: CGAffineTransform(
          a: CGFloat(image[1]), b: CGFloat(image[2]), c: CGFloat(image[3]), d: CGFloat(image[4]),
          tx: CGFloat(image[5]), ty: CGFloat(image[6])),
        nodes: nodes))
  }

  /// A number to three decimals, without trailing zeros.
  static func number(_ value: CGFloat) -> String { PlainNumber.text(Double(value), places: 3) }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
  }

  private static func unescape(_ text: Substring) -> Substring {
    var result = "", escaping = false
    for character in text {
      if escaping {
        switch character {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return Substring(result)
  }
}
