import ArgumentParser
import SwivelGallery

/// A rotation model on the command line (`modern`, `legacy`).
struct ModelChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The model.
  let model: RotationModel

  static var allCases: [ModelChoice] { RotationModel.allCases.map(ModelChoice.init(model:)) }

  init(model: RotationModel) {
    self.model = model
  }

  init?(argument: String) {
    guard let model = RotationModel(rawValue: argument) else { return nil }
    self.model = model
  }

  var defaultValueDescription: String { model.rawValue }

  static var allValueStrings: [String] { RotationModel.allCases.map(\.rawValue) }
}
