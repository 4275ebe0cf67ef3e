/// HTML text for the pages Swivel writes (the gallery index, the snapshot failure report): one
/// owner for escaping and URL paths.
extension String {
  /// The text escaped for HTML element content and double- or single-quoted attribute values:
  /// `&`, `<`, `>`, `"` and `'` become character references.
  package var htmlEscaped: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for character in self {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// The text as a relative URL path: every byte outside the unreserved characters and `/` is
  /// percent-encoded, so a file name with spaces or `#` still links to the file.
  package var urlPathEncoded: String {
    var encoded = ""
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }
}
