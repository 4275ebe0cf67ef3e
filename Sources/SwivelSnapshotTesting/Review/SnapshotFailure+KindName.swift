extension SnapshotFailure.Kind {
  /// The case's name, as the manifest and `swivel-snapshots review` show it.
  var name: String {
    switch self {
    case .missingGolden: "missingGolden"
    case .unreadableGolden: "unreadableGolden"
    case .sizeMismatch: "sizeMismatch"
    case .pixelsDiffer: "pixelsDiffer"
    case .textDiffers: "textDiffers"
    case .renderFailed: "renderFailed"
    case .goldenNotWritten: "goldenNotWritten"
    case .duplicateGolden: "duplicateGolden"
    case .layoutWarnings: "layoutWarnings"
    case .configuration: "configuration"
    }
  }
}
