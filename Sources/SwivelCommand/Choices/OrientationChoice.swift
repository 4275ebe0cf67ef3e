import ArgumentParser
import SwivelGallery

/// An interface orientation on the command line (`landscapeLeft`).
struct OrientationChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The orientation (never `unknown`).
  let orientation: InterfaceOrientation

  static var allCases: [OrientationChoice] {
    InterfaceOrientation.known.map(OrientationChoice.init(orientation:))
  }

  init(orientation: InterfaceOrientation) {
    self.orientation = orientation
  }

  init?(argument: String) {
    guard let orientation = InterfaceOrientation(name: argument), orientation != .unknown else {
      return nil
    }
    self.orientation = orientation
  }

  var defaultValueDescription: String { orientation.description }

  static var allValueStrings: [String] { InterfaceOrientation.known.map(\.description) }
}

/// A comma-separated list of interface orientations (`portrait,landscapeLeft`).
struct OrientationList: ExpressibleByArgument, Sendable {
  /// The orientations, in the order given.
  let orientations: [InterfaceOrientation]

  init?(argument: String) {
    guard let list = try? Self.parse(argument) else { return nil }
    self = list
  }

  static func parse(_ text: String) throws(CLIError) -> OrientationList {
    var orientations: [InterfaceOrientation] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false).map({
      $0.trimmingCharacters(in: .whitespaces)
    }) {
      guard let choice = OrientationChoice(argument: name) else {
        throw CLIError(
          "unknown orientation \(Printable.quoted(name)); valid orientations: \(OrientationChoice.allValueStrings.joined(separator: ", "))"
        )
      }
      guard !orientations.contains(choice.orientation) else {
        throw CLIError(
          "orientation \(Printable.quoted(name)) is listed twice; list each orientation once")
      }
      orientations.append(choice.orientation)
    }
    return OrientationList(orientations: orientations)
  }

  private init(orientations: [InterfaceOrientation]) {
    self.orientations = orientations
  }

  static func transform(_ text: String) throws -> OrientationList {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
