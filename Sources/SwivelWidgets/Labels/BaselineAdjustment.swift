/// Where a label puts text that ``Label/adjustsFontSizeToFitWidth`` has shrunk
/// (`UIBaselineAdjustment`).
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
  /// The shrunk text keeps the baseline the full-size text would have (`.alignBaselines`).
  case alignBaselines
  /// The shrunk text is centred vertically (`.alignCenters`).
  case alignCenters
  /// The shrunk text's top stays where the full-size text's top would be (`.none`).
  case none
}
