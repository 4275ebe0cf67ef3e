import ArgumentParser
import SwivelGallery

/// A tap position `X,Y` in window points: two decimal numbers (negative allowed, no hex, no
/// `nan` or `inf`).
struct TapPoint: ExpressibleByArgument, Sendable, Equatable {
  /// The point.
  let point: CGPoint

  init(point: CGPoint) {
    self.point = point
  }

  init?(argument: String) {
    guard let tap = try? Self.parse(argument) else { return nil }
    self = tap
  }

  static func parse(_ text: String) throws(CLIError) -> TapPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = DecimalNumber.parse(String(parts[0])),
      let y = DecimalNumber.parse(String(parts[1]))
    else {
      throw CLIError(
        "expected X,Y in window points (decimal numbers), e.g. 187.5,160; found \(Printable.quoted(text))"
      )
    }
    return TapPoint(point: CGPoint(x: x, y: y))
  }

  static func transform(_ text: String) throws -> TapPoint {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// Decimal numbers as people type them: `12`, `-5`, `187.5`, `1e3`. No hexadecimal (`0x10`),
/// no `nan`, no `inf`, nothing but the number.
enum DecimalNumber {
  /// The number, or nil when `text` is not a finite decimal number.
  static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.+-eE".contains($0) }),
      trimmed.contains(where: \.isNumber), let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}
