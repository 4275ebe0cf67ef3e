import ArgumentParser
import SwivelGeometry
import SwivelSupport

/// A scale factor above 0 and at most 4 (`--scale`, `--tile-scale`); the error names the option
/// it was given to.
struct ScaleValue: ExpressibleByArgument, Sendable, Equatable {
  /// The largest scale accepted.
  static let maximum = 4.0
  /// The factor.
  let value: Double

  init(_ value: Double) {
    self.value = value
  }

  init?(argument: String) {
    guard let scale = try? Self.parse(argument) else { return nil }
    self = scale
  }

  var defaultValueDescription: String { PlainNumber.text(value) }

  static func parse(_ text: String) throws(CLIError) -> ScaleValue {
    guard let value = DecimalNumber.parse(text), value > 0, value <= maximum else {
      throw CLIError(
        "expected a number above 0 and at most \(Int(maximum)); found \(Printable.quoted(text))")
    }
    return ScaleValue(value)
  }

  static func transform(_ text: String) throws -> ScaleValue {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
