import Foundation
import SwivelSupport

/// A JSON document with ordered keys, so dumps print fields in schema order, deterministically.
public indirect enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (integers print without a fraction).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object([(String, JSONValue)])

  /// Pretty-printed text, two-space indented; arrays of numbers stay on one line.
  public func serialized(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent + 1)
    let close = String(repeating: "  ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? PlainNumber.text(CGFloat(value)) : "null"
    case .string(let value): return JSONValue.quote(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy({ if case .number = $0 { true } else { false } }) {
        return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { pad + $0.serialized(indent: indent + 1) }.joined(separator: ",\n")
        + "\n" + close + "]"
    case .object(let fields):
      if fields.isEmpty { return "{}" }
      return "{\n"
        + fields.map { pad + JSONValue.quote($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + close + "}"
    }
  }

  /// `string` as a JSON string literal, escaped by Foundation's `JSONEncoder` (slashes left
  /// as they are), so Swivel keeps no escaper of its own.
  static func quote(_ string: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Encoding a string cannot fail; the fallback keeps the signature total.
    guard let data = try? encoder.encode(string) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Equality compares keys in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }
}

extension ViewDump {
  /// The dump as the `VIEW` object of Swivel's JSON schema.
  public var json: JSONValue {
    let t = transform
    var fields: [(String, JSONValue)] = []
    fields.append(("type", .string(type)))
    fields.append(("id", identifier.map(JSONValue.string) ?? .null))
    fields.append(("text", text.map(JSONValue.string) ?? .null))
    if let displayedText { fields.append(("displayedText", .string(displayedText))) }
    fields.append(
      ("frame", JSONValue.numbers([frame.minX, frame.minY, frame.width, frame.height])))
    fields.append(
      (
        "bounds",
        JSONValue.numbers([bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height])
      ))
    fields.append(("center", JSONValue.numbers([center.x, center.y])))
    fields.append(("transform", JSONValue.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])))
    fields.append(
      (
        "windowFrame",
        JSONValue.numbers([
          windowFrame.minX, windowFrame.minY, windowFrame.width, windowFrame.height,
        ])
      ))
    fields.append(("hidden", .bool(isHidden)))
    fields.append(("alpha", .number(Double(alpha))))
    fields.append(("backgroundColor", backgroundColor.map { .string($0.description) } ?? .null))
    fields.append(("fontSize", fontSize.map { .number(Double($0)) } ?? .null))
    if let layer { fields.append(("layer", layer.json)) }
    fields.append(("subviews", .array(subviews.map(\.json))))
    if omittedSubviewCount > 0 {
      fields.append(("omittedSubviews", .number(Double(omittedSubviewCount))))
    }
    return .object(fields)
  }
}

extension JSONValue {
  /// An array of numbers.
  public static func numbers(_ values: [CGFloat]) -> JSONValue {
    .array(values.map { .number(Double($0)) })
  }
}
