import Foundation

/// The text of ``Snapshotting/dump`` for any value: a line per part, `▿` before a part with
/// parts of its own, `-` before a leaf.
enum ValueDump {
  static func text(_ value: Any) -> String {
    var out = ""
    write(value, label: nil, indent: 0, seen: [], into: &out)
    return out
  }

  private static func write(_ value: Any, label: String?, indent: Int, seen: Set<ObjectIdentifier>, into out: inout String) {
    let mirror = Mirror(reflecting: value)
    var children = Array(mirror.children)
    var seen = seen
    let summary: String
    switch mirror.displayStyle {
    case .collection?:
      summary = children.count == 1 ? "1 element" : "\(children.count) elements"
    case .dictionary?:
      summary = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
      children = sorted(children)
    case .set?:
      summary = children.count == 1 ? "1 member" : "\(children.count) members"
      children = sorted(children)
    case .tuple?:
      summary = "(\(children.count) element\(children.count == 1 ? "" : "s"))"
    case .optional?:
      guard let wrapped = children.first else {
        line("\(typeName(mirror)).none", label: label, leaf: true, indent: indent, into: &out)
        return
      }
      write(wrapped.value, label: label, indent: indent, seen: seen, into: &out)
      return
    case .class?:
      let id = ObjectIdentifier(value as AnyObject)
      if seen.contains(id) {
        line("\(label ?? "value") (circular reference detected)", label: nil, leaf: false, indent: indent, into: &out)
        return
      }
      seen.insert(id)
      summary = (value as? any CustomStringConvertible)?.description ?? typeName(mirror)
    case .enum?:
      summary = children.isEmpty ? "\(typeName(mirror)).\(value)" : typeName(mirror)
    case .struct?:
      summary = (value as? any CustomStringConvertible)?.description ?? typeName(mirror)
    default:
      if let text = value as? String {
        line(text.debugDescription, label: label, leaf: true, indent: indent, into: &out)
        return
      }
      summary = String(describing: value)
    }
    line(summary, label: label, leaf: children.isEmpty, indent: indent, into: &out)
    for child in children {
      write(child.value, label: child.label, indent: indent + 2, seen: seen, into: &out)
    }
  }

  private static func line(_ text: String, label: String?, leaf: Bool, indent: Int, into out: inout String) {
    out += String(repeating: " ", count: indent) + (leaf ? "- " : "▿ ") + (label.map { "\($0): " } ?? "") + text + "\n"
  }

  /// The type's name without the `#1` of a local type.
  private static func typeName(_ mirror: Mirror) -> String {
    String(describing: mirror.subjectType).replacingOccurrences(of: #" #\d+"#, with: "", options: .regularExpression)
  }

  /// Children in the order of their own dumps.
  private static func sorted(_ children: [Mirror.Child]) -> [Mirror.Child] {
    children.map { (child: $0, key: text($0.value)) }.sorted { $0.key < $1.key }.map(\.child)
  }
}
