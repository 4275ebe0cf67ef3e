import SwivelSupport

/// How different an image may be from its golden and still pass, as in swift-snapshot-testing:
/// `precision` is the fraction of pixels that must match, `perceptualPrecision` how close a
/// pixel's colour must be to count as matching. Exact by default.
///
/// Colour closeness is CIE ΔE2000 / 100 between the two pixels seen over white and over black
/// (the larger of the two, so a change in transparency counts): `perceptualPrecision: 0.98`
/// lets a pixel match when its ΔE2000 is at most 2, about the smallest difference a person
/// notices side by side. With `perceptualPrecision: 1` any change in any channel is a
/// difference.
///
/// Both values must lie in `0 < value ≤ 1`; anything else (0 would let every pixel or every
/// colour pass, NaN nothing) is a configuration failure that names the parameter.
public struct SnapshotTolerance: Sendable, Hashable, CustomStringConvertible {
  /// The fraction of pixels (0 < precision ≤ 1) that must match.
  public var precision: Double
  /// How close (0 < perceptualPrecision ≤ 1) a pixel's colour must be to its golden's to match:
  /// 1 − ΔE2000 / 100.
  public var perceptualPrecision: Double

  /// Creates a tolerance; see ``validate()`` for the allowed values.
  public init(precision: Double = 1, perceptualPrecision: Double = 1) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
  }

  /// Every pixel equal in every channel.
  public static let exact = SnapshotTolerance()

  /// True when nothing may differ.
  public var isExact: Bool { precision == 1 && perceptualPrecision == 1 }

  /// The largest CIE ΔE2000 at which two pixels still match (0 when exact).
  public var maxDeltaE: Double { (1 - perceptualPrecision) * 100 }

  /// How many of `total` pixels may differ.
  public func allowedDifferingPixels(of total: Int) -> Int {
    Int(((1 - precision) * Double(total) + 1e-9).rounded(.down))
  }

  /// Checks that both values are usable.
  ///
  /// - Throws: ``SnapshotConfigurationError`` naming the parameter, the value and the range.
  public func validate() throws(SnapshotConfigurationError) {
    for (name, value, zeroMeans) in [
      ("precision", precision, "every pixel may differ"),
      ("perceptualPrecision", perceptualPrecision, "every colour counts as matching"),
    ] {
      guard value.isFinite, value > 0, value <= 1 else {
        let why = value == 0 ? " (0 would mean \(zeroMeans))" : ""
        // Shown as given (Swift's shortest form that reads back as the same number): a value
        // just outside the range must not print as one inside it.
        let shown = PlainNumber.text(value)
        throw SnapshotConfigurationError(
          message:
            "\(name) is \(shown)\(why); use a value in 0 < \(name) ≤ 1, such as 0.99, or 1 for exact"
        )
      }
    }
  }

  /// `exact` or `precision 0.99 (…), perceptualPrecision 0.98 (…)`.
  public var description: String {
    if isExact { return "exact (precision 1, perceptualPrecision 1)" }
    return
      "precision \(Self.format(precision)), perceptualPrecision \(Self.format(perceptualPrecision))"
      + (perceptualPrecision < 1
        ? " (a pixel matches when its ΔE2000 ≤ \(Self.format(maxDeltaE)))" : "")
  }

  static func format(_ value: Double) -> String { PlainNumber.text(value, places: 4) }
}
