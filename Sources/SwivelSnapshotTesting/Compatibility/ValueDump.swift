import Foundation

/// The text of ``Snapshotting/dump`` for any value: a line per part, `▿` before a part with
/// parts of its own, `-` before a leaf. Written to read the same on every run: the parts of
/// structs, classes, dictionaries and sets are sorted by their own text, memory addresses are
/// left out, and dates, data and URLs are leaves with a fixed format.
enum ValueDump {
  static func text(_ value: Any) -> String {
    var out = ""
    write(value, label: nil, indent: 0, seen: [], into: &out)
    return out
  }

  private static func write(
    _ value: Any, label: String?, indent: Int, seen: Set<ObjectIdentifier>, into out: inout String
  ) {
    if let leaf = leafText(value) {
      line(leaf, label: label, leaf: true, indent: indent, into: &out)
      return
    }
    let mirror = Mirror(reflecting: value)
    var children = Array(mirror.children)
    var seen = seen
    let summary: String
    switch mirror.displayStyle {
    case .collection?:
      summary = children.count == 1 ? "1 element" : "\(children.count) elements"
    case .dictionary?:
      summary = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
      children = sorted(children, seen: seen)
    case .set?:
      summary = children.count == 1 ? "1 member" : "\(children.count) members"
      children = sorted(children, seen: seen)
    case .tuple?:
      summary = "(\(children.count) element\(children.count == 1 ? "" : "s"))"
    case .optional?:
      summary = typeName(mirror) + (children.isEmpty ? ".none" : "")
    case .class?:
      let id = ObjectIdentifier(value as AnyObject)
      if seen.contains(id) {
        line(
          "\(label ?? "value") (circular reference detected)", label: nil, leaf: false,
          indent: indent, into: &out)
        return
      }
      seen.insert(id)
      summary =
        (value as? any CustomStringConvertible).map { withoutAddresses($0.description) }
        ?? typeName(mirror)
      children = sorted(children, seen: seen)
    case .struct?:
      summary = (value as? any CustomStringConvertible)?.description ?? typeName(mirror)
      children = sorted(children, seen: seen)
    case .enum?:
      summary = children.isEmpty ? "\(typeName(mirror)).\(value)" : typeName(mirror)
    default:
      summary = withoutAddresses(String(describing: value))
    }
    line(summary, label: label, leaf: children.isEmpty, indent: indent, into: &out)
    for child in children {
      write(child.value, label: child.label, indent: indent + 2, seen: seen, into: &out)
    }
  }

  /// The text of a value shown as one line whatever its parts: strings and characters quoted,
  /// dates in ISO 8601 (UTC), data as its size, URLs as text, Foundation objects by their
  /// description.
  private static func leafText(_ value: Any) -> String? {
    switch value {
    case let string as String: return string.debugDescription
    case let substring as Substring: return String(substring).debugDescription
    case let character as Character: return String(character).debugDescription
    case let date as Date:
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = TimeZone(identifier: "UTC")
      return formatter.string(from: date)
    case let data as Data: return "\(data.count) bytes"
    case let url as URL: return url.absoluteString
    default:
      // Only a Foundation object: Swift arrays and dictionaries also cast to NSObject on Linux.
      guard type(of: value) is NSObject.Type, let object = value as? NSObject else { return nil }
      return withoutAddresses(object.description)
    }
  }

  private static func line(
    _ text: String, label: String?, leaf: Bool, indent: Int, into out: inout String
  ) {
    out +=
      String(repeating: " ", count: indent) + (leaf ? "- " : "▿ ") + (label.map { "\($0): " } ?? "")
      + text + "\n"
  }

  /// The type's name without the `#1` of a local type.
  private static func typeName(_ mirror: Mirror) -> String {
    String(describing: mirror.subjectType).replacingOccurrences(
      of: #" #\d+"#, with: "", options: .regularExpression)
  }

  /// `text` without memory addresses (`<NSObject: 0x6000…>` → `<NSObject>`).
  static func withoutAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: #":?\s*0x[0-9a-fA-F]+"#, with: "", options: .regularExpression)
  }

  /// Children in the order of their own dumps, labels included.
  private static func sorted(_ children: [Mirror.Child], seen: Set<ObjectIdentifier>) -> [Mirror
    .Child]
  {
    children.map { child -> (child: Mirror.Child, key: String) in
      var key = ""
      write(child.value, label: child.label, indent: 0, seen: seen, into: &key)
      return (child, key)
    }.sorted { $0.key < $1.key }.map(\.child)
  }
}
